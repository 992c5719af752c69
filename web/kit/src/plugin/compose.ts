import {
  DASHBOARD_TABS,
  type WebPage,
  type WebPlugin,
  type WebTab,
  type WebWidget,
} from './define-web-plugin.ts';

export interface ComposedWeb {
  /** Sidebar tabs in spec 002's order. */
  tabs: WebTab[];
  publicPages: WebPage[];
  signedInPages: WebPage[];
  widgets: WebWidget[];
}

/** Merges web plugins; a tab id or a route claimed twice in one table is an error naming both. */
export function composeWebPlugins(plugins: WebPlugin[]): ComposedWeb {
  const tabOwners = new Map<string, string>();
  const routeOwners = new Map<string, string>();
  const tabs: WebTab[] = [];
  const publicPages: WebPage[] = [];
  const signedInPages: WebPage[] = [];
  const claim = (owners: Map<string, string>, key: string, id: string) => {
    const owner = owners.get(key);
    if (owner) throw new Error(`${key} is claimed by web plugins '${owner}' and '${id}'`);
    owners.set(key, id);
  };
  for (const p of plugins) {
    for (const tab of p.tabs) {
      claim(tabOwners, `Tab '${tab.id}'`, p.id);
      tabs.push(tab);
    }
    for (const page of p.pages) {
      if (page.public) {
        claim(routeOwners, `Public route ${page.path}`, p.id);
        publicPages.push(page);
      }
      if (page.signedIn) {
        claim(routeOwners, `Signed-in route ${page.path}`, p.id);
        signedInPages.push(page);
      }
    }
  }
  // Spec 002's tabs in its order, then other plugins' own tabs in config order (a stable sort).
  const rank = (id: string) => {
    const i = (DASHBOARD_TABS as readonly string[]).indexOf(id);
    return i === -1 ? DASHBOARD_TABS.length : i;
  };
  tabs.sort((a, b) => rank(a.id) - rank(b.id));
  return { tabs, publicPages, signedInPages, widgets: plugins.flatMap((p) => p.widgets) };
}
