import { type HubApp, requirePermission, validate } from '@ecohub/core';
import { localBusinessCheckoutSchema, reossCheckoutSchema } from '../../shared/index.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import { buyerOf } from '../checkout/routes.ts';
import type { CheckoutService } from '../checkout/service.ts';
import { localBusinessQuote, reossQuote } from './service.ts';

/** Checkouts of the local-business and REOSS calculators (spec 000 §7): totals recomputed on the server. */
export function calculatorRoutes(app: HubApp, catalogue: CatalogueService, checkout: CheckoutService): void {
  app.post(
    '/api/local-business/checkout',
    requirePermission('billing:manage'),
    validate('json', localBusinessCheckoutSchema),
    async (c) => {
      const body = c.req.valid('json');
      const { orgId, userId, email } = buyerOf(c);
      const quote = localBusinessQuote(await catalogue.list(), body);
      const { url } = await checkout.start({
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
      const { orgId, userId, email } = buyerOf(c);
      const quote = reossQuote(await catalogue.list(), body);
      const { url } = await checkout.start({
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
}
