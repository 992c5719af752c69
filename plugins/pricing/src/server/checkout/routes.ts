import {
  badRequest,
  conflict,
  HttpError,
  type HubApp,
  type HubContext,
  principalOf,
  requirePermission,
  validate,
} from '@ecohub/core';
import {
  createCheckoutSchema,
  localBusinessCheckoutSchema,
  reossCheckoutSchema,
  TRIAL_DAYS,
} from '../../shared/index.ts';
import type { Billing } from '../billing/provider.ts';
import { localBusinessQuote, reossQuote } from '../calculators/service.ts';
import { catalogueService } from '../catalogue/service.ts';
import { ADDON_LINE, LIVE_STATUSES, subscriptionQueries } from '../subscriptions/service.ts';
import { startCheckout } from './service.ts';

/** Checkout calls of spec 000 §7: every total recomputed on the server from the catalogue. */
export function checkoutRoutes(app: HubApp, hub: HubContext, billing: Billing): void {
  const catalogue = catalogueService(hub);
  const subs = subscriptionQueries(hub);
  const who = (c: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(c);
    return { orgId: p.orgId, userId: p.user?.id ?? null, email: p.user?.email ?? null };
  };

  app.post(
    '/api/stripe/create-checkout-session',
    requirePermission('billing:manage'),
    validate('json', createCheckoutSchema),
    async (c) => {
      const { orgId, userId, email } = who(c);
      const item = await catalogue.byPriceId(c.req.valid('json').priceId);
      if (!item)
        throw badRequest('Unknown price', [{ path: 'priceId', message: 'No product has this price' }]);
      const hubSub = await subs.line(orgId, 'hub');
      const line = {
        name: item.name,
        amount: item.amount,
        interval: item.interval,
        providerPriceId: item.stripePriceId,
      };
      let result: { url: string };
      if (item.kind === 'plan') {
        if (hubSub && hubSub.planId === item.code && LIVE_STATUSES.includes(hubSub.status))
          throw conflict(`You are already on the ${item.name} plan`);
        result = await startCheckout(hub, billing.provider, {
          orgId,
          userId,
          customerEmail: email,
          productLine: 'hub',
          planId: item.code,
          addons: [],
          items: [line],
          // The free trial is for a first subscription only.
          trialDays: hubSub ? 0 : TRIAL_DAYS,
          selection: { priceId: c.req.valid('json').priceId },
        });
      } else {
        if (!hubSub || !LIVE_STATUSES.includes(hubSub.status))
          throw conflict('Choose a plan before adding an add-on');
        if (await subs.hasModule(orgId, item.code))
          throw conflict(`${item.name} is already part of your plan`);
        result = await startCheckout(hub, billing.provider, {
          orgId,
          userId,
          customerEmail: email,
          productLine: ADDON_LINE(item.code),
          planId: item.code,
          addons: [],
          items: [line],
          trialDays: 0,
          selection: { priceId: c.req.valid('json').priceId },
        });
      }
      return c.json({ url: result.url });
    },
  );

  app.post(
    '/api/local-business/checkout',
    requirePermission('billing:manage'),
    validate('json', localBusinessCheckoutSchema),
    async (c) => {
      const body = c.req.valid('json');
      const { orgId, userId, email } = who(c);
      const quote = localBusinessQuote(await catalogue.list(), body);
      const { url } = await startCheckout(hub, billing.provider, {
        orgId,
        userId,
        customerEmail: email,
        productLine: 'local_business',
        planId: body.exposureLevel,
        addons: quote.addons,
        items: quote.lines,
        trialDays: 0,
        selection: { ...body, pricing: quote.pricing },
      });
      return c.json({ checkout_url: url });
    },
  );

  app.post(
    '/api/reoss/checkout',
    requirePermission('billing:manage'),
    validate('json', reossCheckoutSchema),
    async (c) => {
      const body = c.req.valid('json');
      const { orgId, userId, email } = who(c);
      const quote = reossQuote(await catalogue.list(), body);
      const { url } = await startCheckout(hub, billing.provider, {
        orgId,
        userId,
        customerEmail: email,
        productLine: 'reoss',
        planId: body.tier,
        addons: body.addons,
        items: quote.lines,
        trialDays: 0,
        selection: { ...body, pricing: quote.pricing },
      });
      return c.json({ checkout_url: url });
    },
  );

  app.post('/api/billing/portal', requirePermission('billing:manage'), async (c) => {
    const { orgId } = who(c);
    const sub = (await subs.forOrg(orgId)).find(
      (s) => s.provider === billing.provider.id && s.providerCustomerId,
    );
    if (!sub?.providerCustomerId) throw conflict('There is no subscription to manage yet');
    const portal = await billing.provider.portal(sub.providerCustomerId, `${hub.config.publicUrl}/dashboard`);
    if (!portal) throw new HttpError(409, 'The built-in provider manages subscriptions in the payments tab');
    return c.json({ url: portal.url });
  });
}
