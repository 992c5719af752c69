import type { Generated } from 'kysely';

/**
 * Pricing's tables as queries see them (camelCase; migrations/ creates them). Amounts are minor
 * units; JSON columns are text; 0/1 booleans. `forOrg` works on every table with `orgId`.
 */
export interface PricingTables {
  /** Platform-wide, edited by super admins: no `orgId`. */
  billingCatalogue: {
    id: string;
    kind: string;
    code: string;
    name: string;
    description: Generated<string>;
    amount: number;
    currency: Generated<string>;
    interval: string;
    popular: Generated<number>;
    contactSales: Generated<number>;
    /** JSON: string[]. */
    features: Generated<string>;
    /** JSON: PlanLimits (and `seats` for REOSS tiers). */
    limits: Generated<string>;
    sort: Generated<number>;
    active: Generated<number>;
    stripeProductId: string | null;
    stripePriceId: string | null;
    updatedAt: string;
  };
  billingCheckouts: {
    id: string;
    orgId: string;
    userId: string | null;
    provider: string;
    providerSessionId: string | null;
    productLine: string;
    planId: string;
    /** JSON: string[]. */
    addons: Generated<string>;
    /** JSON: LineItem[], computed on the server. */
    items: string;
    monthlyAmount: number;
    oneTimeAmount: number;
    trialDays: Generated<number>;
    /** JSON: what the buyer chose, with the server's pricing. */
    selection: Generated<string>;
    status: string;
    createdAt: string;
    completedAt: string | null;
  };
  billingSubscriptions: {
    id: string;
    orgId: string;
    productLine: string;
    planId: string;
    /** JSON: string[]. */
    addons: Generated<string>;
    status: string;
    provider: string;
    providerCustomerId: string | null;
    providerSubscriptionId: string | null;
    cardLast4: string | null;
    monthlyAmount: number;
    trialEndsAt: string | null;
    currentPeriodEnd: string | null;
    createdAt: string;
    updatedAt: string;
  };
  billingPayments: {
    id: string;
    orgId: string;
    checkoutId: string | null;
    provider: string;
    providerRef: string;
    productLine: string;
    amount: number;
    currency: string;
    description: string;
    status: string;
    createdAt: string;
  };
  /** One row per provider event id (processed once); provider events carry no organisation. */
  billingEvents: { id: string; provider: string; type: string; receivedAt: string };
  billingUsage: { orgId: string; resource: string; count: number; updatedAt: string };
  billingTierChanges: {
    id: string;
    orgId: string;
    recommendationId: string;
    fromTier: string;
    toTier: string;
    appliedBy: string;
    appliedAt: string;
  };
}
