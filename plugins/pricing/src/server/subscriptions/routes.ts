import { conflict, coreServices, forOrg, type HubApp, num, orgOf, requirePermission } from '@ecohub/core';
import type { BillingOverview } from '../../shared/index.ts';
import type { PricingHub } from '../hub.ts';
import type { PricingSetup } from '../setup.ts';
import { subscriptionView } from './service.ts';

/** The organisation's plan, subscriptions, limits and usage; cancelling a built-in subscription. */
export function subscriptionRoutes(
  app: HubApp,
  hub: PricingHub,
  { subscriptions: subs, limits, fulfilment }: PricingSetup,
): void {
  const core = hub.use(coreServices);
  app.get('/api/billing/subscription', requirePermission('billing:read'), async (c) => {
    const orgId = orgOf(c);
    // Real counts: core's quotas ask the plugin that owns the resource (crm counts contacts); the
    // last count a quota check recorded only stands in when no plugin counts it.
    const [list, orgLimits, usage, members, contacts, storage] = await Promise.all([
      subs.forOrg(orgId),
      limits.for(orgId),
      forOrg(hub.db, orgId).selectFrom('billingUsage').select(['resource', 'count']).execute(),
      core.orgs.members(orgId),
      hub.quotas.usage(orgId, 'contacts'),
      hub.quotas.usage(orgId, 'storage_bytes'),
    ]);
    const used = (r: string) => {
      const u = usage.find((x) => x.resource === r);
      return u ? num(u.count) : null;
    };
    const body: BillingOverview = {
      plan: orgLimits.plan,
      subscriptions: list.map(subscriptionView),
      limits: orgLimits.limits,
      usage: {
        contacts: contacts ?? used('contacts'),
        users: members.length,
        storageBytes: storage ?? used('storage_bytes'),
      },
    };
    return c.json(body);
  });

  // Built-in subscriptions are canceled here; Stripe's through its customer portal.
  app.post('/api/billing/subscription/cancel', requirePermission('billing:manage'), async (c) => {
    const orgId = orgOf(c);
    const sub = await subs.line(orgId, 'hub');
    if (!sub || sub.status === 'canceled') throw conflict('There is no subscription to cancel');
    if (sub.provider !== 'builtin' || !sub.providerSubscriptionId)
      throw conflict('Manage this subscription in the customer portal');
    await fulfilment.process({
      id: `evt_hub_cancel_${sub.id}_${sub.updatedAt}`,
      provider: 'builtin',
      event: {
        type: 'subscription.updated',
        subscriptionId: sub.providerSubscriptionId,
        status: 'canceled',
        trialEndsAt: null,
        periodEnd: null,
      },
    });
    return c.json(subscriptionView((await subs.line(orgId, 'hub'))!));
  });
}
