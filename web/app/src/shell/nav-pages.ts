import type { WebPage } from '@ecohub/web-kit';
import { web } from '../web-plugins.ts';

/** An entry of the signed-in navigation: the dashboard first, then the pages plugins label. */
export interface NavEntry {
  path: string;
  label: string;
}

/** Built from the loaded web plugins, so a plugin's page appears when the plugin is enabled. */
export function navEntries(pages: WebPage[]): NavEntry[] {
  const labelled = pages
    .filter((p) => p.label && p.path !== '/dashboard')
    .map((p) => ({ path: p.path, label: p.label as string }));
  return [{ path: '/dashboard', label: 'app:tabs.dashboard' }, ...labelled];
}

export const NAV_ENTRIES = navEntries(web.signedInPages);

/** The entry a location belongs to: the longest path that is the location or a parent of it. */
export function activeEntry(entries: NavEntry[], location: string): string | undefined {
  const hits = entries.filter((e) => location === e.path || location.startsWith(`${e.path}/`));
  return hits.sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
