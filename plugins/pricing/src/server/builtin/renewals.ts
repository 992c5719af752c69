import { toIso } from '@ecohub/core';
import { addMonth, type FulfilmentService } from '../billing/fulfilment.ts';
import type { PricingHub } from '../hub.ts';
import { toSubscription } from '../subscriptions/service.ts';

/**
 * Billing cycle of the built-in provider (Stripe runs its own and tells us by webhook): a trial or
 * period that ended is charged to the test card on file, or the subscription becomes past_due.
 * Event ids are derived from the due date, so a rerun never charges twice. Every organisation's
 * subscriptions are due here, so the query spans tenants on purpose (the hourly schedule).
 */
export async function renewBuiltin(
  hub: PricingHub,
  fulfilment: FulfilmentService,
): Promise<{ charged: number; pastDue: number }> {
  const now = toIso(hub.clock.now());
  const rows = await hub.db
    .selectFrom('billingSubscriptions')
    .selectAll()
    .where('provider', '=', 'builtin')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'trialing'), eb('trialEndsAt', '<=', now)]),
        eb.and([eb('status', '=', 'active'), eb('currentPeriodEnd', '<=', now)]),
      ]),
    )
    .execute();
  let charged = 0;
  let pastDue = 0;
  for (const s of rows.map(toSubscription)) {
    if (!s.providerSubscriptionId) continue;
    const due = (s.status === 'trialing' ? s.trialEndsAt : s.currentPeriodEnd) as string;
    if (s.cardLast4) {
      const r = await fulfilment.process({
        id: `evt_hub_renew_${s.id}_${due}`,
        provider: 'builtin',
        event: {
          type: 'invoice.paid',
          subscriptionId: s.providerSubscriptionId,
          amount: s.monthlyAmount,
          paymentRef: `pay_hub_${s.id}_${due}`,
          periodEnd: toIso(addMonth(new Date(due))),
        },
      });
      if (r === 'processed') charged++;
    } else {
      const r = await fulfilment.process({
        id: `evt_hub_pastdue_${s.id}_${due}`,
        provider: 'builtin',
        event: { type: 'invoice.failed', subscriptionId: s.providerSubscriptionId },
      });
      if (r === 'processed') pastDue++;
    }
  }
  return { charged, pastDue };
}
