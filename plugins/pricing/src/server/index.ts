import { definePlugin, type HubContext } from '@ecohub/core';
import { adaptiveRoutes } from './adaptive/routes.ts';
import { billingOf, type PricingOptions } from './billing/provider.ts';
import { billingRoutes } from './billing/routes.ts';
import { renewBuiltin } from './builtin/renewals.ts';
import { hostedCheckoutRoutes } from './builtin/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { catalogueService } from './catalogue/service.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { limitsFor, planLimitChecker } from './limits/service.ts';
import { migrations } from './migrations/index.ts';
import { revenueService } from './revenue/service.ts';
import { seedDemo } from './seed/demo.ts';
import { webhookRoute } from './stripe/routes.ts';
import { subscriptionQueries } from './subscriptions/service.ts';

export type { PricingOptions } from './billing/provider.ts';

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
