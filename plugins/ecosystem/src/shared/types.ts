import type { CatalogueCategory, DashboardCategory, PricingTier } from './constants.ts';

export interface AppPricing {
  free: boolean;
  monthly: number;
  annual: number;
  lifetime: number;
  oneTime: number;
}

/** One application as the ecosystem tab and dashboard show it (prices in dollars). */
export interface EcosystemApp {
  id: string;
  slug: string;
  name: string;
  url: string;
  description: string;
  /** Dashboard category: core, business, healing, nonprofit, entertainment, education. */
  category: DashboardCategory;
  /** The ecosystem tab's category, e.g. 'Personal Brand'. */
  appCategory: string;
  /** The TechStack catalogue's category, null when the app is not in the catalogue. */
  catalogueCategory: CatalogueCategory | null;
  logo: string;
  features: string[];
  benefits: string[];
  pricing: AppPricing;
  pricing_tier: PricingTier;
  white_label_ready: boolean;
  super_admin_access: boolean;
  published: boolean;
  allowedOrigins: string[];
  publishableKey: string;
  secretRotatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface EcosystemAppsResponse {
  apps: EcosystemApp[];
  categories: string[];
  /** Sum of the monthly prices, in dollars. */
  totalEcosystemValue: number;
  ecosystemBundle: { price: number; savingsPercent: number };
}

/** POST /api/ecosystem/apps and rotate-secret: the only answers that carry the secret. */
export interface AppWithSecret {
  app: EcosystemApp;
  signingSecret: string;
  publishableKey: string;
  /** When the previous secret stops being accepted (rotation only). */
  previousSecretExpiresAt?: string | null;
}

/** One application of the public catalogue (GET /api/applications): no secrets, no keys. */
export interface CatalogueApp {
  id: string;
  name: string;
  description: string;
  category: CatalogueCategory;
  url: string;
  logo: string;
  monthlyPrice: number;
  lifetimePrice: number;
  features: string[];
  benefits: string[];
}

export interface Bundle {
  id: string;
  name: string;
  apps: string[];
  originalPrice: number;
  bundlePrice: number;
  savings: number;
  description: string;
}

export interface CrossSellOpportunity {
  id: string;
  targetApp: string;
  targetAppId: string;
  targetUrl: string;
  context: string;
  incentive: string;
  placement: string;
  priority: 'high' | 'medium' | 'low';
}

/** One stored cross-sell entry (a row of the sales matrix): what the widget of the source app offers. */
export interface CrossSellEntry {
  id: string;
  sourceAppId: string;
  targetAppId: string;
  context: string;
  incentive: string;
  placement: string;
  priority: CrossSellOpportunity['priority'];
  createdAt: string;
}

/** The editable fields of a cross-sell entry (apps already resolved in the organisation). */
export type CrossSellEntryInput = Omit<CrossSellEntry, 'id' | 'createdAt'>;

/** What an edit may change: the offer, never its apps. */
export type CrossSellEntryPatch = Partial<
  Pick<CrossSellEntry, 'context' | 'incentive' | 'placement' | 'priority'>
>;

export interface CrossSellResponse {
  app: { id: string; name: string };
  crossSellOpportunities: CrossSellOpportunity[];
}

export interface AppPerformance {
  id: string;
  name: string;
  users: number;
  revenue: number;
}

export interface DashboardAnalytics {
  totalUsers: number;
  /** Dollars over the last 30 days. */
  monthlyRevenue: number;
  /** Percent of users who use two or more applications; null without users (never a sample figure). */
  crossSellRate: number | null;
  /** Percent change against 30 days earlier (users and cross-sell rate as they were then, the previous 30 days' revenue). */
  growth: { totalUsers: number | null; monthlyRevenue: number | null; crossSellRate: number | null };
  applications: AppPerformance[];
}

export interface EcosystemStats {
  totalApplications: number;
  whiteLabelReady: number;
  enterpriseLevel: number;
  categories: number;
  publishedApplications: number;
  trackedUsers: number;
  activeApplications30d: number;
  payments30d: number;
}

/**
 * Computed from what the ecosystem records (the deployment plugin's health probes depend on the
 * ecosystem, so they cannot feed it): `empty` without applications; `operational` when at least one
 * application reported a user or a payment in the last 30 days; `quiet` when none did.
 */
export type EcosystemStatusValue = 'empty' | 'operational' | 'quiet';

export interface EcosystemStatus {
  status: EcosystemStatusValue;
  /** Applications that reported a user or a payment in the last 30 days; the newest report. */
  activity: { activeApplications30d: number; lastEventAt: string | null };
  registry: { applications: number; published: number; withAllowedOrigins: number };
  lastChangedAt: string | null;
  checkedAt: string;
}

export interface AdminGrant {
  token: string;
  expiresAt: string;
  url: string;
}

export interface AdminCheckResult {
  superAdmin: boolean;
  bypassPaywall: boolean;
  user: { email: string } | null;
  expiresAt: string | null;
}

/** An application as `ecosystemService.apps.resolve` answers it, secrets included: for verifying signed calls. */
export interface ResolvedApp {
  id: string;
  orgId: string;
  slug: string;
  name: string;
  url: string;
  allowedOrigins: string[];
  publishableKey: string;
  /** The current secret first, then the previous one while its overlap lasts. */
  signingSecrets: string[];
}

export interface AppSummary {
  id: string;
  slug: string;
  name: string;
  url: string;
  category: DashboardCategory;
}

export interface AppActivity {
  orgId: string;
  appId: string;
  /** A stable id of the end user in that app (email or the app's user id). */
  userKey: string;
  at: string;
}

export interface AppPayment {
  orgId: string;
  paymentId: string;
  appId?: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
  paidAt: string;
}
