import {
  type CoreServices,
  conflict,
  type HubApp,
  type HubContext,
  num,
  orgOf,
  principalOf,
  requirePermission,
  requireSuperAdmin,
  validate,
} from '@ecohub/core';
import type { BillingOverview, ProviderStatus } from '../../shared/index.ts';
import { revenueQuerySchema } from '../../shared/index.ts';
import { limitsFor } from '../limits/service.ts';
import { revenueService } from '../revenue/service.ts';
import { subscriptionQueries, subscriptionView } from '../subscriptions/service.ts';
import { processEvent } from './fulfilment.ts';
import type { Billing } from './provider.ts';

/** Only the mode and the last 4 characters of a key ever leave the server. */
export function maskKey(name: string, value: string | undefined): ProviderStatus['keys'][number] {
  if (!value) return { name, mode: null, last4: null, configured: false };
  const mode = /_live_/.test(value) ? 'live' : /_test_/.test(value) ? 'test' : null;
  return { name, mode, last4: value.slice(-4), configured: true };
}

/** The payments tab: the organisation's subscriptions, payments and limits; provider and platform revenue for super admins. */
export function billingRoutes(app: HubApp, hub: HubContext, billing: Billing): void {
  const subs = subscriptionQueries(hub);
  const revenue = revenueService(hub);

  app.get('/api/billing/subscription', requirePermission('billing:read'), async (c) => {
    const orgId = orgOf(c);
    const [list, limits, usage, members] = await Promise.all([
      subs.forOrg(orgId),
      limitsFor(hub, orgId),
      hub.db.selectFrom('billingUsage').select(['resource', 'count']).where('orgId', '=', orgId).execute(),
      hub.services<CoreServices>('core').orgs.members(orgId),
    ]);
    const used = (r: string) => {
      const u = usage.find((x) => x.resource === r);
      return u ? num(u.count) : null;
    };
    const body: BillingOverview = {
      plan: limits.plan,
      subscriptions: list.map(subscriptionView),
      limits: limits.limits,
      usage: { contacts: used('contacts'), users: members.length, storageBytes: used('storage_bytes') },
    };
    return c.json(body);
  });

  app.get('/api/billing/payments', requirePermission('billing:read'), async (c) =>
    c.json({ payments: await revenue.payments(orgOf(c)) }),
  );

  // The organisation's own spend, or the whole platform's revenue for an elevated super admin.
  app.get(
    '/api/billing/revenue',
    requirePermission('billing:read'),
    validate('query', revenueQuerySchema),
    async (c) => {
      const p = principalOf(c);
      const platform = !!p.user?.isSuperAdmin && p.elevated;
      return c.json(await revenue.report(platform ? null : p.orgId, c.req.valid('query').days));
    },
  );

  app.get('/api/billing/provider', requireSuperAdmin(), (c) => {
    const body: ProviderStatus = {
      provider: billing.provider.id,
      keys: [
        maskKey('STRIPE_SECRET_KEY', hub.config.STRIPE_SECRET_KEY),
        maskKey('STRIPE_WEBHOOK_SECRET', hub.config.STRIPE_WEBHOOK_SECRET),
      ],
    };
    return c.json(body);
  });

  app.post('/api/billing/provider/test', requireSuperAdmin(), async (c) =>
    c.json(await billing.provider.testConnection()),
  );

  // Built-in subscriptions are canceled here; Stripe's through its customer portal.
  app.post('/api/billing/subscription/cancel', requirePermission('billing:manage'), async (c) => {
    const orgId = orgOf(c);
    const sub = await subs.line(orgId, 'hub');
    if (!sub || sub.status === 'canceled') throw conflict('There is no subscription to cancel');
    if (sub.provider !== 'builtin' || !sub.providerSubscriptionId)
      throw conflict('Manage this subscription in the customer portal');
    await processEvent(hub, {
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
