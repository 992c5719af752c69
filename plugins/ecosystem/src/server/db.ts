import type { Generated } from 'kysely';
import type { CatalogueCategory, DashboardCategory, PricingTier } from '../shared/constants.ts';

/**
 * ecosystem's tables as queries see them (camelCase; migrations/ holds their snake_case DDL).
 * Prices are minor units (cents), booleans 0/1, lists JSON text (core/README.md "Data conventions").
 * Every table has `orgId`, so `forOrg(hub.db, orgId)` works on each of them.
 */
export interface EcosystemTables {
  ecosystemApps: {
    /** `app_` + 16 random base64url characters, unique across organisations. */
    id: string;
    orgId: string;
    slug: string;
    name: string;
    url: string;
    description: Generated<string>;
    appCategory: string;
    catalogueCategory: CatalogueCategory | null;
    dashboardCategory: DashboardCategory;
    logo: Generated<string>;
    features: Generated<string>;
    benefits: Generated<string>;
    monthlyPrice: Generated<number>;
    annualPrice: Generated<number>;
    lifetimePrice: Generated<number>;
    oneTimePrice: Generated<number>;
    pricingTier: PricingTier;
    whiteLabelReady: Generated<number>;
    superAdminAccess: Generated<number>;
    published: Generated<number>;
    position: Generated<number>;
    allowedOrigins: Generated<string>;
    publishableKey: string;
    signingSecret: string;
    previousSecret: string | null;
    previousSecretExpiresAt: string | null;
    secretRotatedAt: string | null;
    createdAt: string;
    updatedAt: string;
  };
  ecosystemBundles: {
    id: string;
    orgId: string;
    name: string;
    /** JSON list of app names. */
    apps: Generated<string>;
    originalPrice: number;
    bundlePrice: number;
    description: Generated<string>;
    position: Generated<number>;
    createdAt: string;
  };
  ecosystemCrossSells: {
    id: string;
    orgId: string;
    sourceAppId: string;
    targetAppId: string;
    context: string;
    incentive: string;
    placement: string;
    priority: 'high' | 'medium' | 'low';
    createdAt: string;
  };
  /** Which end user used which app, learnt from ingested events. */
  ecosystemAppUsers: {
    orgId: string;
    appId: string;
    userKey: string;
    firstSeenAt: string;
    lastSeenAt: string;
  };
  ecosystemAppPayments: {
    orgId: string;
    paymentId: string;
    appId: string | null;
    amount: number;
    currency: string;
    paidAt: string;
  };
  /** Admin View grants: only the token's SHA-256 is stored. */
  ecosystemAdminGrants: {
    tokenHash: string;
    orgId: string;
    appId: string;
    userId: string;
    sessionId: string;
    expiresAt: string;
    createdAt: string;
  };
}
