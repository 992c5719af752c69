import { type HubApp, notFound, requireSuperAdmin, validate } from '@ecohub/core';
import { catalogueIdParam, catalogueUpdateSchema } from '../../shared/index.ts';
import type { Billing } from '../billing/provider.ts';
import { type CatalogueService, publicItem } from './service.ts';

/** A catalogue id, `<kind>.<code>` (e.g. `plan.starter`, `lb_addon.placementBoost`). */
const CATALOGUE_ID = ':id{[a-z_]+\\.[A-Za-z0-9_]+}';

/** Public catalogue reads and the super admins' catalogue editing (mirrored to Stripe when it is the provider). */
export function catalogueRoutes(app: HubApp, catalogue: CatalogueService, billing: Billing): void {
  app.get('/api/products', async (c) => {
    const items = await catalogue.list({ activeOnly: true });
    return c.json({ items: items.map(publicItem) });
  });

  app.get('/api/stripe/products', async (c) => c.json({ products: await catalogue.products() }));

  app.get('/api/billing/catalogue', requireSuperAdmin(), async (c) => {
    const items = await catalogue.list();
    return c.json({ items: items.map(publicItem) });
  });

  app.patch(
    `/api/billing/catalogue/${CATALOGUE_ID}`,
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
