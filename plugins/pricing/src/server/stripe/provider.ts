import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { PaymentProvider } from '../billing/types.ts';
import type { CatalogueRow, CatalogueService } from '../catalogue/service.ts';

/** Where the Stripe client sends its requests: Stripe itself, or a local stand-in in tests. */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** STRIPE_API_URL as the client's endpoint; Stripe itself when unset. */
export function endpointOf(url: string | undefined): StripeEndpoint {
  if (!url) return {};
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: Number(u.port) || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** The Stripe SDK (hundreds of modules) is required with the first client, not at the hub's start. */
let sdk: typeof Stripe | undefined;
const stripeSdk = () => (sdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe);

export function stripeClient(secretKey: string, endpoint: StripeEndpoint = {}): Stripe {
  const Stripe = stripeSdk();
  return new Stripe(secretKey, { ...endpoint, maxNetworkRetries: 2, timeout: 20_000 });
}

export const stripeProductId = (item: Pick<CatalogueRow, 'kind' | 'code'>) =>
  `ecohub_${item.kind}_${item.code}`;
const lookupKey = (item: CatalogueRow) => `ecohub_${item.kind}_${item.code}_${item.interval}_${item.amount}`;

/**
 * Stripe: Checkout Sessions (subscription mode, 14-day trial without a card), the customer portal,
 * and the catalogue mirrored as products and prices. Every create carries a deterministic
 * idempotency key, so a retried request never creates a second object.
 */
export function stripeProvider(stripe: Stripe, catalogue: CatalogueService): PaymentProvider {
  return {
    id: 'stripe',
    async createCheckout(req) {
      const recurring = req.items.some((i) => i.interval === 'month');
      const session = await stripe.checkout.sessions.create(
        {
          mode: recurring ? 'subscription' : 'payment',
          line_items: req.items.map((i) =>
            i.providerPriceId
              ? { price: i.providerPriceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: i.amount,
                    product_data: { name: i.name },
                    ...(i.interval === 'month' ? { recurring: { interval: 'month' as const } } : {}),
                  },
                },
          ),
          client_reference_id: req.orgId,
          ...(req.customerId
            ? { customer: req.customerId }
            : req.customerEmail
              ? { customer_email: req.customerEmail }
              : {}),
          metadata: { checkoutId: req.checkoutId, orgId: req.orgId, productLine: req.productLine },
          ...(recurring
            ? {
                subscription_data: {
                  metadata: { checkoutId: req.checkoutId, orgId: req.orgId, productLine: req.productLine },
                  ...(req.trialDays > 0 ? { trial_period_days: req.trialDays } : {}),
                },
                ...(req.trialDays > 0 ? { payment_method_collection: 'if_required' as const } : {}),
              }
            : {}),
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
        },
        { idempotencyKey: `ecohub-checkout-${req.checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a url');
      return { sessionId: session.id, url: session.url };
    },
    async portal(customerId, returnUrl) {
      const s = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: s.url };
    },
    async testConnection() {
      try {
        const balance = await stripe.balance.retrieve();
        return {
          ok: true,
          provider: 'stripe',
          message: `Connected to Stripe (${balance.livemode ? 'live' : 'test'} mode)`,
        };
      } catch (err) {
        return {
          ok: false,
          provider: 'stripe',
          message: `Stripe refused the connection: ${(err as Error).message}`,
        };
      }
    },
    async changePlan(subscriptionId, plan, idempotencyKey) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
      const price = plan.stripePriceId
        ? { price: plan.stripePriceId }
        : {
            price_data: {
              currency: plan.currency,
              unit_amount: plan.amount,
              product: stripeProductId(plan),
              recurring: { interval: 'month' as const },
            },
          };
      await stripe.subscriptions.update(
        subscriptionId,
        { items: [{ id: item.id, ...price }], metadata: { plan: plan.code } },
        { idempotencyKey },
      );
    },
    async syncCatalogue(items) {
      for (const item of items.filter((i) => i.active)) {
        const id = stripeProductId(item);
        const fields = {
          name: item.name,
          description: item.description || undefined,
          metadata: { popular: String(item.popular), kind: item.kind, code: item.code },
        };
        const existing = await stripe.products.retrieve(id).catch((err: { code?: string }) => {
          if (err.code === 'resource_missing') return null;
          throw err;
        });
        if (existing) await stripe.products.update(id, fields);
        else await stripe.products.create({ id, ...fields }, { idempotencyKey: `ecohub-product-${id}` });
        const key = lookupKey(item);
        const found = await stripe.prices.list({ lookup_keys: [key], limit: 1 });
        const price =
          found.data[0] ??
          (await stripe.prices.create(
            {
              product: id,
              currency: item.currency,
              unit_amount: item.amount,
              lookup_key: key,
              ...(item.interval === 'month' ? { recurring: { interval: 'month' as const } } : {}),
            },
            { idempotencyKey: `ecohub-price-${key}` },
          ));
        await catalogue.setStripeIds(item.id, id, price.id);
      }
    },
  };
}
