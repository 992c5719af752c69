import { forOrg, num, toIso } from '@ecohub/core';
import type { PaymentView, RevenueReport } from '../../shared/index.ts';
import type { PricingHub } from '../hub.ts';
import { LIVE_STATUSES } from '../subscriptions/service.ts';

/**
 * Revenue from recorded payments. `orgId` null is the platform (every organisation's payments to
 * the hub, read across tenants on purpose); otherwise one organisation's own payments. Other
 * plugins read it through pricing's services. Built once, in setup.
 */
export function revenueService(hub: PricingHub) {
  // The platform's figures span every organisation; an organisation's go through forOrg.
  const payments = (orgId: string | null) =>
    orgId ? forOrg(hub.db, orgId).selectFrom('billingPayments') : hub.db.selectFrom('billingPayments');
  const paid = (orgId: string | null, since: string | null) => {
    let q = payments(orgId).where('status', '=', 'paid');
    if (since) q = q.where('createdAt', '>=', since);
    return q;
  };
  const subscriptions = (orgId: string | null) =>
    orgId
      ? forOrg(hub.db, orgId).selectFrom('billingSubscriptions')
      : hub.db.selectFrom('billingSubscriptions');
  return {
    /** Sum of paid payments in minor units since `since` (all time when null). */
    async revenue(orgId: string | null, since: Date | null = null): Promise<number> {
      const r = await paid(orgId, since ? toIso(since) : null)
        .select((eb) => eb.fn.sum<number>('amount').as('total'))
        .executeTakeFirst();
      return num(r?.total);
    },
    /**
     * The organisation's subscriptions live at `at` (now without it): created by then and not
     * canceled, or canceled after it. A canceled row keeps no cancellation date; its last change
     * (`updatedAt`, set when it was canceled) stands for it.
     */
    async activeSubscriptions(orgId: string, at: Date | null = null): Promise<number> {
      let q = forOrg(hub.db, orgId)
        .selectFrom('billingSubscriptions')
        .select((eb) => eb.fn.countAll().as('n'));
      if (at) {
        const iso = toIso(at);
        q = q
          .where('createdAt', '<=', iso)
          .where((eb) =>
            eb.or([
              eb('status', 'in', LIVE_STATUSES),
              eb.and([eb('status', '=', 'canceled'), eb('updatedAt', '>', iso)]),
            ]),
          );
      } else q = q.where('status', 'in', LIVE_STATUSES);
      return num((await q.executeTakeFirst())?.n);
    },
    async payments(orgId: string, limit = 50): Promise<PaymentView[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('billingPayments')
        .select(['id', 'amount', 'currency', 'description', 'status', 'provider', 'productLine', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, amount: num(r.amount) }) as PaymentView);
    },
    async report(orgId: string | null, days: number): Promise<RevenueReport> {
      const since = toIso(new Date(hub.clock.now().getTime() - days * 86_400_000));
      const rows = await paid(orgId, since).select(['amount', 'productLine', 'createdAt']).execute();
      const lines = new Map<string, { total: number; payments: number }>();
      const byDay = new Map<string, number>();
      let total = 0;
      for (const r of rows) {
        const a = num(r.amount);
        total += a;
        const l = lines.get(r.productLine) ?? { total: 0, payments: 0 };
        l.total += a;
        l.payments += 1;
        lines.set(r.productLine, l);
        const day = String(r.createdAt).slice(0, 10);
        byDay.set(day, (byDay.get(day) ?? 0) + a);
      }
      const s = await subscriptions(orgId)
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('monthlyAmount').as('mrr')])
        .where('status', 'in', LIVE_STATUSES)
        .executeTakeFirst();
      return {
        scope: orgId ? 'organization' : 'platform',
        days,
        total,
        payments: rows.length,
        byProductLine: [...lines].map(([productLine, v]) => ({ productLine: productLine as never, ...v })),
        byDay: [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, t]) => ({ day, total: t })),
        activeSubscriptions: num(s?.n),
        monthlyRecurring: num(s?.mrr),
      };
    },
  };
}

export type RevenueService = ReturnType<typeof revenueService>;
