import type Stripe from 'stripe';
import type { SubscriptionStatus } from '../../shared/index.ts';
import type { BillingEvent } from '../billing/events.ts';

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

const STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

/** Translates the Stripe events the hub listens to into its own billing events; others are ignored. */
export function fromStripeEvent(event: Stripe.Event): BillingEvent | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      const checkoutId = s.metadata?.checkoutId;
      if (!checkoutId) return null;
      return {
        type: 'checkout.completed',
        checkoutId,
        customerId: idOf(s.customer),
        subscriptionId: idOf(s.subscription),
        amountPaid: s.amount_total ?? 0,
        paymentRef: idOf(s.invoice) ?? idOf(s.payment_intent) ?? s.id,
        cardLast4: null,
      };
    }
    case 'invoice.paid': {
      const inv = event.data.object;
      const sub = idOf(inv.parent?.subscription_details?.subscription);
      if (!sub || !inv.id) return null;
      const end = inv.lines?.data?.[0]?.period?.end;
      return {
        type: 'invoice.paid',
        subscriptionId: sub,
        amount: inv.amount_paid,
        paymentRef: inv.id,
        periodEnd: iso(end),
      };
    }
    case 'invoice.payment_failed': {
      const sub = idOf(event.data.object.parent?.subscription_details?.subscription);
      return sub ? { type: 'invoice.failed', subscriptionId: sub } : null;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = event.data.object;
      return {
        type: 'subscription.updated',
        subscriptionId: s.id,
        status:
          event.type === 'customer.subscription.deleted' ? 'canceled' : (STATUS[s.status] ?? 'past_due'),
        trialEndsAt: iso(s.trial_end),
        periodEnd: iso(s.items?.data?.[0]?.current_period_end),
      };
    }
    default:
      return null;
  }
}
