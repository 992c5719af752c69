import type { CatalogueItem, ProviderProduct } from './catalogue.ts';
import type { CharitableGiving } from './charity.ts';
import type { PlanLimits } from './plans.ts';

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';
export type ProductLine = 'hub' | 'local_business' | 'reoss' | `addon:${string}`;

export interface SubscriptionView {
  id: string;
  productLine: ProductLine;
  planId: string;
  addons: string[];
  status: SubscriptionStatus;
  provider: string;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  monthlyAmount: number;
  createdAt: string;
}

/** GET /api/billing/subscription */
export interface BillingOverview {
  plan: string;
  subscriptions: SubscriptionView[];
  limits: PlanLimits;
  usage: { contacts: number | null; users: number; storageBytes: number | null };
}

export interface PaymentView {
  id: string;
  amount: number;
  currency: string;
  description: string;
  status: 'paid' | 'failed' | 'refunded';
  provider: string;
  productLine: ProductLine;
  createdAt: string;
}

/** GET /api/billing/revenue */
export interface RevenueReport {
  scope: 'platform' | 'organization';
  days: number;
  total: number;
  payments: number;
  byProductLine: Array<{ productLine: ProductLine; total: number; payments: number }>;
  byDay: Array<{ day: string; total: number }>;
  activeSubscriptions: number;
  monthlyRecurring: number;
}

/** GET /api/billing/provider (super admins): which provider runs and its masked keys. */
export interface ProviderStatus {
  provider: 'stripe' | 'builtin';
  keys: Array<{ name: string; mode: 'live' | 'test' | null; last4: string | null; configured: boolean }>;
}

export interface ConnectionTest {
  ok: boolean;
  provider: 'stripe' | 'builtin';
  message: string;
}

export interface ProductsResponse {
  products: ProviderProduct[];
}
export interface CatalogueResponse {
  items: CatalogueItem[];
}
export interface PricingTable {
  charitableGiving: CharitableGiving;
}

export interface PricingRecommendation {
  id: string;
  application: string;
  current_tier: string;
  recommended_tier: string;
  confidence: number;
  potential_revenue_increase: number;
  reasoning: string[];
  implementation_effort: 'low' | 'medium' | 'high';
  projected_adoption_rate: number;
  implemented: boolean;
}

export interface CustomerSegment {
  name: string;
  size: number;
  avg_ltv: number;
  price_sensitivity: 'low' | 'medium' | 'high';
  preferred_features: string[];
  upgrade_probability: number;
}

/** GET /api/adaptive-pricing */
export interface AdaptivePricing {
  recommendations: PricingRecommendation[];
  segments: CustomerSegment[];
  projectedIncrease: number;
  averageConfidence: number;
  charitableGiving: CharitableGiving;
}
