import type { PricingServices } from '../shared/index.ts';
import { adaptiveService } from './adaptive/service.ts';
import { fulfilmentService } from './billing/fulfilment.ts';
import { billingOf } from './billing/provider.ts';
import { renewBuiltin } from './builtin/renewals.ts';
import { catalogueService } from './catalogue/service.ts';
import { checkoutService } from './checkout/service.ts';
import type { PricingHub } from './hub.ts';
import { limitsService } from './limits/service.ts';
import { revenueService } from './revenue/service.ts';
import { subscriptionQueries } from './subscriptions/service.ts';

/**
 * Everything pricing builds, once per hub (`setup`): the payment provider and its Stripe client,
 * the services the routes, the renewal job, the seed and other plugins use.
 */
export function pricingSetup(hub: PricingHub) {
  const catalogue = catalogueService(hub);
  const subscriptions = subscriptionQueries(hub);
  const revenue = revenueService(hub);
  const billing = billingOf(hub, catalogue);
  const fulfilment = fulfilmentService(hub);
  return {
    catalogue,
    subscriptions,
    revenue,
    billing,
    fulfilment,
    limits: limitsService(hub, catalogue, subscriptions),
    checkout: checkoutService(hub, billing.provider),
    adaptive: adaptiveService(hub, catalogue, revenue),
    /** The built-in provider's billing cycle (the hourly `pricing.renew-builtin` job). */
    renewals: { run: () => renewBuiltin(hub, fulfilment) },
  };
}

export type PricingSetup = ReturnType<typeof pricingSetup>;

/** What `hub.use(pricingService)` returns to the plugins that depend on pricing. */
export function pricingServices({
  revenue,
  subscriptions,
  limits,
  catalogue,
}: PricingSetup): PricingServices {
  return {
    revenue: (orgId, since) => revenue.revenue(orgId, since ?? null),
    revenueReport: revenue.report,
    activeSubscriptions: (orgId, at) => revenue.activeSubscriptions(orgId, at ?? null),
    hasModule: subscriptions.hasModule,
    modules: subscriptions.modules,
    limits: limits.for,
    catalogue: () => catalogue.list({ activeOnly: true }),
  };
}
