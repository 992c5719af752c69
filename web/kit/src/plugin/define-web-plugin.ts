import type { ComponentType, LazyExoticComponent } from 'react';
import { addActivityNamespace } from '../i18n/activity.ts';
import { addMessageLoaders, type MessageLoaders } from '../i18n/index.ts';
import { type TranslationModules, translationLoaders } from '../i18n/translations.ts';

/** The dashboard tabs in spec 002's order; the sidebar always shows contributed tabs in this order. */
export const DASHBOARD_TABS = [
  'dashboard',
  'content',
  'crm',
  'user-integration',
  'data-collection',
  'cross-sales',
  'ecosystem',
  'auth-status',
  'pricing',
  'adaptive-pricing',
  'forgot-password',
  'super-admin-test',
  'idx-builder',
  'iphone-sync',
  'payments',
  'automation',
  'analytics',
] as const;

export type DashboardTabId = (typeof DASHBOARD_TABS)[number];

/** A spec 002 tab id, or a third-party plugin's own id (listed after spec 002's tabs). */
export type TabId = DashboardTabId | (string & {});

type Lazy = LazyExoticComponent<ComponentType<any>> | ComponentType<any>;

/** An entry of the dashboard sidebar whose panel loads only when the tab opens. */
export interface WebTab {
  id: TabId;
  /** An i18n key (or plain text for plugins without messages). */
  label: string;
  icon: ComponentType<{ className?: string }>;
  panel: Lazy;
}

/**
 * A route. `public`: in the table for signed-out or still-loading visitors; `signedIn`: in the table
 * for signed-in users (spec 000 §2). A page may be in both.
 */
export interface WebPage {
  path: string;
  public: boolean;
  signedIn: boolean;
  component: Lazy;
  /**
   * An i18n key: the page is an entry of the signed-in navigation (the app shell's top bar and the
   * dashboard sidebar's page links). Pages without one are reached from other pages.
   */
  label?: string;
  /**
   * i18n keys of the page's title and description. A public page with them is rendered on the
   * server (HTML with its content, title, description and Open Graph tags, for search engines and
   * link previews) and hydrated in the browser.
   */
  head?: { title: string; description: string };
  /**
   * 'interaction': the browser downloads the app only when the visitor interacts with the server's
   * HTML (the landing page: links work without it, and the first screen stays light).
   */
  hydrate?: 'load' | 'interaction';
}

/**
 * A component placed in a named slot of a shell ('dashboard-sidebar': below the tab list;
 * 'dashboard-quick-publish': the header's Quick Publish button, outside admin mode — one plugin
 * provides it, the shell shows it disabled while none does).
 */
export interface WebWidget {
  id: string;
  slot: 'dashboard-sidebar' | 'dashboard-header' | 'dashboard-quick-publish';
  component: Lazy;
}

export interface WebPluginDefinition {
  id: string;
  tabs?: WebTab[];
  pages?: WebPage[];
  widgets?: WebWidget[];
  /** i18n resources per language, added under the namespace `<id>`: `{ en: { title: '…' } }`. */
  messages?: Record<string, Record<string, unknown>>;
  /**
   * The other languages, each downloaded only when chosen:
   * `translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts'])` (files named by language code).
   */
  translations?: TranslationModules;
}

export interface WebPlugin extends Required<Omit<WebPluginDefinition, 'messages' | 'translations'>> {
  messages: Record<string, Record<string, unknown>>;
  /** Per-language loaders (already registered under the plugin's namespace). */
  translations: MessageLoaders;
}

/** Declares a plugin's web part; a package exports it as the default export of `<package>/web`. */
export function defineWebPlugin(def: WebPluginDefinition): WebPlugin {
  for (const tab of def.tabs ?? []) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(tab.id)) {
      throw new Error(`Web plugin '${def.id}': tab id '${tab.id}' must be kebab-case`);
    }
  }
  for (const page of def.pages ?? []) {
    if (!page.path.startsWith('/')) throw new Error(`Web plugin '${def.id}': page path must start with '/'`);
  }
  const translations = translationLoaders(def.translations ?? {});
  // Declared is registered: the languages are known from the start (a stored choice loads them
  // before the first switch), each downloaded only when chosen. Tests that import a web plugin
  // get them the same way as the app.
  if (Object.keys(translations).length) addMessageLoaders(def.id, translations);
  // Its namespace may translate the activities it records (`activityLines.<type>`).
  addActivityNamespace(def.id);
  return {
    id: def.id,
    tabs: def.tabs ?? [],
    pages: def.pages ?? [],
    widgets: def.widgets ?? [],
    messages: def.messages ?? {},
    translations,
  };
}
