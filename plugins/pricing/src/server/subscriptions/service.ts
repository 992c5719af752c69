import { forOrg, fromJson } from '@ecohub/core';
import type { Selectable } from 'kysely';
import type { SubscriptionStatus, SubscriptionView } from '../../shared/index.ts';
import type { PricingTables } from '../db.ts';
import type { PricingHub } from '../hub.ts';

export interface SubscriptionRow {
  id: string;
  orgId: string;
  productLine: string;
  planId: string;
  addons: string[];
  status: SubscriptionStatus;
  provider: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  cardLast4: string | null;
  monthlyAmount: number;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  createdAt: string;
  updatedAt: string;
}

export const toSubscription = (r: Selectable<PricingTables['billingSubscriptions']>): SubscriptionRow => ({
  ...r,
  status: r.status as SubscriptionStatus,
  addons: fromJson<string[]>(r.addons, []),
  monthlyAmount: Number(r.monthlyAmount),
});

export const subscriptionView = (s: SubscriptionRow): SubscriptionView => ({
  id: s.id,
  productLine: s.productLine as SubscriptionView['productLine'],
  planId: s.planId,
  addons: s.addons,
  status: s.status,
  provider: s.provider,
  trialEndsAt: s.trialEndsAt,
  currentPeriodEnd: s.currentPeriodEnd,
  monthlyAmount: s.monthlyAmount,
  createdAt: s.createdAt,
});

/** Statuses that keep what was bought working (past_due is a grace period, not a cut-off). */
export const LIVE_STATUSES: SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
export const ADDON_LINE = (code: string) => `addon:${code}`;

/** One organisation's subscriptions, one per product line. Built once, in setup. */
export function subscriptionQueries(hub: PricingHub) {
  const queries = {
    async forOrg(orgId: string): Promise<SubscriptionRow[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('billingSubscriptions')
        .selectAll()
        .orderBy('createdAt')
        .execute();
      return rows.map(toSubscription);
    },
    async line(orgId: string, productLine: string): Promise<SubscriptionRow | null> {
      const r = await forOrg(hub.db, orgId)
        .selectFrom('billingSubscriptions')
        .selectAll()
        .where('productLine', '=', productLine)
        .executeTakeFirst();
      return r ? toSubscription(r) : null;
    },
    /** Add-ons unlock their modules while their subscription is live. */
    async hasModule(orgId: string, addonCode: string): Promise<boolean> {
      const s = await queries.line(orgId, ADDON_LINE(addonCode));
      return !!s && LIVE_STATUSES.includes(s.status);
    },
    async modules(orgId: string): Promise<string[]> {
      return (await queries.forOrg(orgId))
        .filter((s) => s.productLine.startsWith('addon:') && LIVE_STATUSES.includes(s.status))
        .map((s) => s.planId);
    },
  };
  return queries;
}

export type SubscriptionQueries = ReturnType<typeof subscriptionQueries>;
