import { definePlugin, type HubContext } from '@ecohub/core';
import { billingOf, type PricingOptions } from './billing.ts';
import { migrations } from './migrations/index.ts';
import { adaptiveRoutes } from './routes/adaptive-routes.ts';
import { billingRoutes } from './routes/billing-routes.ts';
import { catalogueRoutes } from './routes/catalogue-routes.ts';
import { checkoutRoutes } from './routes/checkout-routes.ts';
import { hostedCheckoutRoutes } from './routes/hosted-checkout.ts';
import { webhookRoute } from './routes/webhook-route.ts';
import { seedDemo } from './seed.ts';
import { catalogueService } from './services/catalogue.ts';
import { limitsFor, planLimitChecker } from './services/limits.ts';
import { renewBuiltin } from './services/renewals.ts';
import { revenueService } from './services/revenue.ts';
import { subscriptionQueries } from './services/subscriptions.ts';

export type { PricingOptions } from './billing.ts';

/** What other plugins may call through `hub.services('pricing')` (see README). */
export function pricingServices(hub: HubContext) {
  const revenue = revenueService(hub);
  const subs = subscriptionQueries(hub);
  return {
    /** Paid revenue in minor units; `orgId` null = the whole platform. */
    revenue: (orgId: string | null, since?: Date | null) => revenue.revenue(orgId, since ?? null),
    revenueReport: revenue.report,
    /** Whether an add-on's module is unlocked for the organisation. */
    hasModule: (orgId: string, addon: string) => subs.hasModule(orgId, addon),
    modules: (orgId: string) => subs.modules(orgId),
    limits: (orgId: string) => limitsFor(hub, orgId),
    catalogue: () => catalogueService(hub).list({ activeOnly: true }),
  };
}
export type PricingServices = ReturnType<typeof pricingServices>;

export function createPricingPlugin(opts: PricingOptions = {}) {
  return definePlugin({
    id: 'pricing',
    migrations,
    permissions: { 'billing:read': 'admin', 'billing:manage': 'admin' },
    routes: (app, hub) => {
      const billing = billingOf(hub, opts);
      catalogueRoutes(app, hub, billing);
      checkoutRoutes(app, hub, billing);
      webhookRoute(app, hub, billing);
      hostedCheckoutRoutes(app, hub);
      billingRoutes(app, hub, billing);
      adaptiveRoutes(app, hub, billing);
    },
    jobs: { 'pricing.renew-builtin': async (run) => renewBuiltin(run.hub) },
    schedules: [{ name: 'pricing-renewals', cron: '15 * * * *', job: 'pricing.renew-builtin' }],
    services: pricingServices,
    seed: { demo: seedDemo },
    onStart: async (hub) => {
      hub.quotas.provide(planLimitChecker(hub));
      const billing = billingOf(hub, opts);
      if (billing.stripe) {
        // Offline or refused: checkouts still work with inline prices; the next start retries.
        await billing.provider
          .syncCatalogue(await catalogueService(hub).list())
          .catch((err) => hub.log.error({ err }, 'Stripe catalogue sync failed'));
      }
    },
  });
}

export default createPricingPlugin();
