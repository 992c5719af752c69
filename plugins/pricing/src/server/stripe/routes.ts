import { badRequest, HttpError, type HubApp, readBody } from '@ecohub/core';
import type { FulfilmentService } from '../billing/fulfilment.ts';
import type { Billing } from '../billing/provider.ts';
import type { PricingHub } from '../hub.ts';
import { fromStripeEvent } from './events.ts';

/** Stripe's signing tolerance: a signature older than 300 s is refused (replay protection). */
export const WEBHOOK_TOLERANCE_S = 300;

/** POST /api/stripe/webhook: Stripe's signed events, verified on the raw body, each fulfilled once. */
export function webhookRoute(
  app: HubApp,
  hub: PricingHub,
  billing: Billing,
  fulfilment: FulfilmentService,
): void {
  app.post('/api/stripe/webhook', async (c) => {
    const secret = hub.settings.STRIPE_WEBHOOK_SECRET;
    if (!billing.stripe || !secret) throw new HttpError(404, 'Stripe is not configured');
    const signature = c.req.header('stripe-signature');
    if (!signature) throw badRequest('Missing Stripe-Signature header');
    // The signature covers the exact bytes Stripe sent: verify the raw text, never a re-serialised body.
    const raw = (await readBody(c)).text;
    let event: ReturnType<typeof billing.stripe.webhooks.constructEvent>;
    try {
      event = billing.stripe.webhooks.constructEvent(
        raw,
        signature,
        secret,
        WEBHOOK_TOLERANCE_S,
        undefined,
        hub.clock.now().getTime(),
      );
    } catch (err) {
      throw badRequest(`Webhook signature verification failed: ${(err as Error).message.split('\n')[0]}`);
    }
    const mapped = fromStripeEvent(event);
    if (!mapped) return c.json({ received: true, result: 'ignored' });
    const result = await fulfilment.process({ id: event.id, provider: 'stripe', event: mapped });
    return c.json({ received: true, result });
  });
}
