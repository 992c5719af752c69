// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { RevenueReport } from './api-types.ts';
import type { CatalogueItem } from './catalogue.ts';
import type { PlanLimits } from './plans.ts';

/** The limits in force for an organisation (its hub subscription's plan, or the default plan's trial). */
export interface OrgLimits {
  /** The plan's code, `trial` without a subscription, `platform` for the operator's organisation. */
  plan: string;
  planName: string;
  limits: PlanLimits;
  /** Why nothing more may be created (canceled subscription, ended trial), if so. */
  blocked: string | null;
}

/** What pricing offers plugins that depend on it (`dependsOn: [pricingService]`, `hub.use(pricingService)`). */
export interface PricingServices {
  /** Paid revenue in minor units since `since` (all time without it); `orgId` null = the whole platform. */
  revenue(orgId: string | null, since?: Date | null): Promise<number>;
  /** Totals by product line and day over the last `days`, active subscriptions and MRR. */
  revenueReport(orgId: string | null, days: number): Promise<RevenueReport>;
  /**
   * The organisation's live subscriptions (trialing, active, past due) now, or at `at` (those created
   * by then and not canceled before it).
   */
  activeSubscriptions(orgId: string, at?: Date | null): Promise<number>;
  /** Whether an add-on's module is unlocked for the organisation (its subscription is live). */
  hasModule(orgId: string, addonCode: string): Promise<boolean>;
  /** The add-on codes whose modules are unlocked for the organisation. */
  modules(orgId: string): Promise<string[]>;
  limits(orgId: string): Promise<OrgLimits>;
  /** The active catalogue items (plans, add-ons, calculator products, REOSS tiers), in order. */
  catalogue(): Promise<CatalogueItem[]>;
}

/** Import this ref, list it in `dependsOn`, and `hub.use(pricingService)` is typed as PricingServices. */
export const pricingService = serviceRef<PricingServices>('pricing');
