import type { SubscriptionStatus } from '../../shared/index.ts';

/**
 * What a payment provider tells the hub, in one shape. The Stripe webhook translates Stripe's events
 * into these; the built-in checkout emits them directly. Both then run the same fulfilment.
 */
export type BillingEvent =
  | {
      type: 'checkout.completed';
      checkoutId: string;
      customerId: string | null;
      subscriptionId: string | null;
      /** What was charged at checkout (one-time items, or the first period without a trial). */
      amountPaid: number;
      paymentRef: string | null;
      cardLast4: string | null;
    }
  | {
      type: 'invoice.paid';
      subscriptionId: string;
      amount: number;
      paymentRef: string;
      periodEnd: string | null;
    }
  | { type: 'invoice.failed'; subscriptionId: string }
  | {
      type: 'subscription.updated';
      subscriptionId: string;
      status: SubscriptionStatus;
      trialEndsAt: string | null;
      periodEnd: string | null;
    };

export interface ProviderEvent {
  /** The provider's event id: each is processed once. */
  id: string;
  provider: 'stripe' | 'builtin';
  event: BillingEvent;
}
