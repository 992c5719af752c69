import { builtinProvider } from '../builtin/provider.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { PricingHub } from '../hub.ts';
import { endpointOf, stripeClient, stripeProvider } from '../stripe/provider.ts';
import type { PaymentProvider } from './types.ts';

export interface Billing {
  provider: PaymentProvider;
  /** The Stripe client when STRIPE_SECRET_KEY is set (the webhook verifies signatures with it). */
  stripe: ReturnType<typeof stripeClient> | null;
}

/** The provider of this hub, chosen once (in setup): Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout. */
export function billingOf(hub: PricingHub, catalogue: CatalogueService): Billing {
  const key = hub.settings.STRIPE_SECRET_KEY;
  const stripe = key ? stripeClient(key, endpointOf(hub.settings.STRIPE_API_URL)) : null;
  return { stripe, provider: stripe ? stripeProvider(stripe, catalogue) : builtinProvider(hub) };
}
