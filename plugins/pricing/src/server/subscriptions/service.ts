import { fromJson, type HubContext } from '@ecohub/core';
import type { SubscriptionStatus, SubscriptionView } from '../../shared/index.ts';

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

export const toSubscription = (r: any): SubscriptionRow => ({
  ...r,
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

export function subscriptionQueries(hub: HubContext) {
  const db = hub.db;
  return {
    async forOrg(orgId: string): Promise<SubscriptionRow[]> {
      const rows = await db
        .selectFrom('billingSubscriptions')
        .selectAll()
        .where('orgId', '=', orgId)
        .orderBy('createdAt')
        .execute();
      return rows.map(toSubscription);
    },
    async line(orgId: string, productLine: string): Promise<SubscriptionRow | null> {
      const r = await db
        .selectFrom('billingSubscriptions')
        .selectAll()
        .where('orgId', '=', orgId)
        .where('productLine', '=', productLine)
        .executeTakeFirst();
      return r ? toSubscription(r) : null;
    },
    /** Add-ons unlock their modules while their subscription is live. */
    async hasModule(orgId: string, addonCode: string): Promise<boolean> {
      const s = await this.line(orgId, ADDON_LINE(addonCode));
      return !!s && LIVE_STATUSES.includes(s.status);
    },
    async modules(orgId: string): Promise<string[]> {
      return (await this.forOrg(orgId))
        .filter((s) => s.productLine.startsWith('addon:') && LIVE_STATUSES.includes(s.status))
        .map((s) => s.planId);
    },
  };
}
