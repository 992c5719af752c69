import type { HubContext } from '@ecohub/core';
import { builtinProvider } from '../builtin/provider.ts';
import { type StripeEndpoint, stripeClient, stripeProvider } from '../stripe/provider.ts';
import type { PaymentProvider } from './types.ts';

export interface PricingOptions {
  /** Where the Stripe client connects (tests point it at a local stand-in). */
  stripeEndpoint?: StripeEndpoint;
}

export interface Billing {
  provider: PaymentProvider;
  stripe: ReturnType<typeof stripeClient> | null;
}

const cache = new WeakMap<HubContext, Billing>();

/** The provider of this hub: Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout. */
export function billingOf(hub: HubContext, opts: PricingOptions = {}): Billing {
  let b = cache.get(hub);
  if (!b) {
    const key = hub.config.STRIPE_SECRET_KEY;
    const stripe = key ? stripeClient(key, opts.stripeEndpoint) : null;
    b = { stripe, provider: stripe ? stripeProvider(hub, stripe) : builtinProvider(hub) };
    cache.set(hub, b);
  }
  return b;
}
