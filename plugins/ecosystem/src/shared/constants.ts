/** Catalogue categories of the TechStack page (spec 000 §3). */
export const CATALOGUE_CATEGORIES = [
  'unified-command',
  'brand-hub',
  'certification',
  'professional-tools',
  'lead-generation',
  'real-estate',
  'emotional-healing',
  'ai-assistant',
  'entertainment-social',
  'entertainment-spiritual',
] as const;
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

/** The catalogue's filter buttons; 'entertainment' matches any category containing it (spec 000). */
export const CATALOGUE_FILTERS = [
  { id: 'all', label: 'All Apps' },
  { id: 'brand-hub', label: 'Brand Hub' },
  { id: 'certification', label: 'Certification' },
  { id: 'professional-tools', label: 'Professional' },
  { id: 'lead-generation', label: 'Lead Gen' },
  { id: 'real-estate', label: 'Real Estate' },
  { id: 'emotional-healing', label: 'Healing' },
  { id: 'ai-assistant', label: 'AI Assistant' },
  { id: 'entertainment', label: 'Entertainment' },
] as const;

export function matchesCatalogueFilter(filter: string, category: string): boolean {
  if (filter === 'all') return true;
  if (filter === 'entertainment') return category.includes('entertainment');
  return category === filter;
}

/** Categories of the ecosystem dashboard's GET /api/ecosystem/apps (spec 002 §3). */
export const DASHBOARD_CATEGORIES = [
  'core',
  'business',
  'healing',
  'nonprofit',
  'entertainment',
  'education',
] as const;
export type DashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];

export const PRICING_TIERS = ['free', 'premium', 'enterprise'] as const;
export type PricingTier = (typeof PRICING_TIERS)[number];

export const CROSS_SELL_PRIORITIES = ['high', 'medium', 'low'] as const;

/** Ecosystem bundle price in dollars; savings percent = (1 - 997 / total monthly value) x 100. */
export const ECOSYSTEM_BUNDLE_PRICE = 997;

/**
 * The spec's sample figures (000 §9): what the demo seed computes its data to. Never shown in place
 * of an organisation's own figures (issue #24 item 12).
 */
export const FALLBACK_ANALYTICS = { totalUsers: 12547, monthlyRevenue: 184692, crossSellRate: 34.7 } as const;

/** The previous signing secret stays valid this long after a rotation. */
export const SECRET_OVERLAP_MS = 24 * 3600_000;
/** An Admin View grant lets a sibling app confirm a super admin for this long. */
export const ADMIN_GRANT_TTL_MS = 5 * 60_000;
/** Revenue window of the dashboard analytics. */
export const REVENUE_WINDOW_MS = 30 * 24 * 3600_000;

/** Web constants of the spec (002 §9). */
export const FEATURES_SHOWN = 3;
export const MAX_CATEGORY_TABS = 6;
export const AUTH_CHECK_BATCH_SIZE = 5;
export const AUTH_CHECK_PAUSE_MS = 500;
/** Charity: displayed monthly donation = price x 0.67 x 0.2. */
export const NET_PROFIT_SHARE = 0.67;
export const CHARITY_SHARE = 0.2;

/** Query flags of the Admin View (spec 002 §4); the app confirms them with POST /api/ecosystem/admin-check. */
export const ADMIN_VIEW_FLAGS = { super_admin: 'true', bypass_paywall: 'true' } as const;
export const ADMIN_GRANT_PARAM = 'hub_grant';

/**
 * Where the demo organisation's applications live: `${publicUrl}/demo-apps/<slug>`, served by the
 * hub itself (plugins/demo-apps) so every ecosystem feature works on a fresh start.
 */
export const DEMO_APPS_PATH = '/demo-apps';
export const demoAppUrl = (publicUrl: string, slug: string): string =>
  `${publicUrl.replace(/\/$/, '')}${DEMO_APPS_PATH}/${slug}`;

/**
 * A path of an application, under its URL's own path: an app at `https://h/demo-apps/x` answers
 * `/api/auth/user` at `https://h/demo-apps/x/api/auth/user` (`new URL('/p', url)` would drop it).
 */
export const appEndpoint = (appUrl: string, path: string): string =>
  new URL(path.replace(/^\/+/, ''), `${appUrl.replace(/\/+$/, '')}/`).toString();

/**
 * The `hub.broadcast` channel on which the registry announces a created or changed application (a
 * new secret, URL, allowed origin…): the caches of other plugins, on every hub process, drop it.
 */
export const APP_CHANGED_CHANNEL = 'ecosystem.app-changed';
export interface AppChanged {
  id: string;
  publishableKey: string;
}
