import { type HubApp, type HubContext, notFound, requireSuperAdmin, validate } from '@ecohub/core';
import { catalogueIdParam, catalogueUpdateSchema, charitableGiving } from '../../shared/index.ts';
import type { Billing } from '../billing/provider.ts';
import { revenueService } from '../revenue/service.ts';
import { catalogueService, publicItem } from './service.ts';

/** Public catalogue reads, the pricing table, and the super admins' catalogue editing. */
export function catalogueRoutes(app: HubApp, hub: HubContext, billing: Billing): void {
  const catalogue = catalogueService(hub);

  app.get('/api/products', async (c) => {
    const items = await catalogue.list({ activeOnly: true });
    return c.json({ items: items.map(publicItem) });
  });

  app.get('/api/stripe/products', async (c) => c.json({ products: await catalogue.products() }));

  // The platform's promise: 20% of net profit (67% of revenue) to the nonprofit, from real payments.
  app.get('/api/ecosystem/pricing-table', async (c) => {
    const gross = await revenueService(hub).revenue(null);
    return c.json({ charitableGiving: charitableGiving(gross) });
  });

  app.get('/api/billing/catalogue', requireSuperAdmin(), async (c) => {
    const items = await catalogue.list();
    return c.json({ items: items.map(publicItem) });
  });

  app.patch(
    '/api/billing/catalogue/:id',
    requireSuperAdmin(),
    validate('param', catalogueIdParam),
    validate('json', catalogueUpdateSchema),
    async (c) => {
      const item = await catalogue.update(c.req.valid('param').id, c.req.valid('json'));
      if (!item) throw notFound('Catalogue item not found');
      if (billing.stripe) await billing.provider.syncCatalogue([item]);
      return c.json(publicItem(item));
    },
  );
}
