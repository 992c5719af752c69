import type { WebTab } from '@ecohub/web-kit';

/** Spec 002 "Main dashboard shell": the active tab's entry; an unknown tab shows the dashboard. */
export function activeTabEntry(tabs: readonly WebTab[], activeTab: string): WebTab {
  const found = tabs.find((x) => x.id === activeTab) ?? tabs.find((x) => x.id === 'dashboard');
  if (!found) throw new Error('The dashboard has no dashboard tab');
  return found;
}
