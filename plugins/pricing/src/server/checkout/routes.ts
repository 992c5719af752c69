import {
  badRequest,
  conflict,
  HttpError,
  type HubApp,
  principalOf,
  requirePermission,
  validate,
} from '@ecohub/core';
import type { Context } from 'hono';
import { createCheckoutSchema, TRIAL_DAYS } from '../../shared/index.ts';
import type { PricingHub } from '../hub.ts';
import type { PricingSetup } from '../setup.ts';
import { ADDON_LINE, LIVE_STATUSES } from '../subscriptions/service.ts';

/** The buyer of a checkout: the signed-in user and their organisation. */
export const buyerOf = (c: Context) => {
  const p = principalOf(c);
  return { orgId: p.orgId, userId: p.user?.id ?? null, email: p.user?.email ?? null };
};

/** Checkout of a hub plan or add-on (spec 000 §7), and the provider's customer portal. */
export function checkoutRoutes(
  app: HubApp,
  hub: PricingHub,
  { billing, catalogue, checkout, subscriptions: subs }: PricingSetup,
): void {
  app.post(
    '/api/stripe/create-checkout-session',
    requirePermission('billing:manage'),
    validate('json', createCheckoutSchema),
    async (c) => {
      const { orgId, userId, email } = buyerOf(c);
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
        result = await checkout.start({
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
        result = await checkout.start({
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

  app.post('/api/billing/portal', requirePermission('billing:manage'), async (c) => {
    const { orgId } = buyerOf(c);
    const sub = (await subs.forOrg(orgId)).find(
      (s) => s.provider === billing.provider.id && s.providerCustomerId,
    );
    if (!sub?.providerCustomerId) throw conflict('There is no subscription to manage yet');
    const portal = await billing.provider.portal(sub.providerCustomerId, `${hub.config.publicUrl}/dashboard`);
    if (!portal) throw new HttpError(409, 'The built-in provider manages subscriptions in the payments tab');
    return c.json({ url: portal.url });
  });
}
