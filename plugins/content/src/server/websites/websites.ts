import { WEBSITES } from '@ecohub/plugin-crm/shared';
import type { AppSummary } from '@ecohub/plugin-ecosystem/shared';
import { fold } from '../seo/text.ts';

export type Website = (typeof WEBSITES)[number];

/** Website 1, 2 or 3 of the form (crm's WEBSITES order); null for all platforms. */
export const websiteOf = (id: number | null): Website | null => (id ? (WEBSITES[id - 1] ?? null) : null);

const host = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

/**
 * The registered apps of an item's website (every website's for all platforms): an app is a
 * website's when it has the website's name or its host.
 */
export function websiteApps(
  apps: AppSummary[],
  websiteId: number | null,
): Array<{ app: AppSummary; site: Website }> {
  const sites = websiteId ? [websiteOf(websiteId)].filter((w): w is Website => !!w) : [...WEBSITES];
  return sites.flatMap((site) => {
    const app = apps.find(
      (a) => fold(a.name) === fold(site.name) || (host(a.url) !== '' && host(a.url) === host(site.url)),
    );
    return app ? [{ app, site }] : [];
  });
}
