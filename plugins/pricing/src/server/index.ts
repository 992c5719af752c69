import { definePlugin, tablesOf } from '@ecohub/core';
import { adaptiveRoutes } from './adaptive/routes.ts';
import { providerRoutes } from './billing/routes.ts';
import { hostedCheckoutRoutes } from './builtin/routes.ts';
import { calculatorRoutes } from './calculators/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { pricingConfig } from './config.ts';
import type { PricingTables } from './db.ts';
import { pricingMailTemplates } from './mail.ts';
import { migrations } from './migrations/index.ts';
import { revenueRoutes } from './revenue/routes.ts';
import { seedDemo } from './seed/demo.ts';
import { pricingServices, pricingSetup } from './setup.ts';
import { webhookRoute } from './stripe/routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';

/**
 * Plans, add-ons and calculator products, checkout through Stripe or the built-in test checkout,
 * subscriptions, plan limits, revenue and adaptive pricing (README). Contract v2: `setup` builds
 * every service and the payment provider once; the other parts receive them.
 */
export default definePlugin({
  id: 'pricing',
  config: pricingConfig,
  tables: tablesOf<PricingTables>(),
  migrations,
  permissions: { 'billing:read': 'admin', 'billing:manage': 'admin' },
  mailTemplates: pricingMailTemplates,
  setup: (hub) => pricingSetup(hub),
  routes: (app, hub, setup) => {
    catalogueRoutes(app, setup.catalogue, setup.billing);
    revenueRoutes(app, setup.revenue);
    checkoutRoutes(app, hub, setup);
    calculatorRoutes(app, setup.catalogue, setup.checkout);
    webhookRoute(app, hub, setup.billing, setup.fulfilment);
    hostedCheckoutRoutes(app, hub, setup.fulfilment);
    subscriptionRoutes(app, hub, setup);
    providerRoutes(app, hub, setup.billing);
    adaptiveRoutes(app, hub, setup);
  },
  jobs: { 'pricing.renew-builtin': (_run, { renewals }) => renewals.run() },
  schedules: [{ name: 'pricing-renewals', cron: '15 * * * *', job: 'pricing.renew-builtin' }],
  services: (_hub, setup) => pricingServices(setup),
  seed: { demo: (hub, demo) => seedDemo(hub, demo) },
  onStart: async (hub, { billing, catalogue, limits }) => {
    hub.quotas.provide(limits.checker);
    if (billing.stripe) {
      // Offline or refused: checkouts still work with inline prices; the next start retries.
      await billing.provider
        .syncCatalogue(await catalogue.list())
        .catch((err) => hub.log.error({ err }, 'Stripe catalogue sync failed'));
    }
  },
});

export type { PricingServices } from '../shared/services.ts';
export { pricingService } from '../shared/services.ts';
export type { PricingConfig } from './config.ts';
export type { PricingSetup } from './setup.ts';
