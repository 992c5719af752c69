import { num } from '@ecohub/core';
import type { PaymentProvider } from '../billing/types.ts';
import type { PricingHub } from '../hub.ts';

export const BUILTIN_SESSION_PREFIX = 'cs_hub_';

/**
 * The default provider: the hub serves its own hosted checkout page (/checkout/:id), which takes
 * test card numbers and then drives the same fulfilment a Stripe webhook would.
 */
export function builtinProvider(hub: PricingHub): PaymentProvider {
  return {
    id: 'builtin',
    async createCheckout(req) {
      return {
        sessionId: `${BUILTIN_SESSION_PREFIX}${req.checkoutId.replace(/-/g, '')}`,
        url: `${hub.config.publicUrl}/checkout/${req.checkoutId}`,
      };
    },
    async portal() {
      return null;
    },
    async testConnection() {
      const r = await hub.db
        .selectFrom('billingCatalogue')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      return {
        ok: true,
        provider: 'builtin',
        message: `Built-in test checkout is ready with ${num(r.n)} active catalogue items`,
      };
    },
    async syncCatalogue() {},
    // The built-in provider bills from the hub's own subscription rows, which the caller updates.
    async changePlan() {},
  };
}
