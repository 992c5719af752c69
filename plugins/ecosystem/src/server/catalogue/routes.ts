import { type CoreServices, fromJson, type HubApp, type HubContext } from '@ecohub/core';
import type { Bundle, CatalogueApp } from '../../shared/index.ts';
import { dollars } from '../apps/service.ts';

/**
 * The public catalogue: the platform organisation's published applications and its bundles,
 * answered to anyone. Only catalogue fields are selected, so no key or secret can leak.
 */
export function catalogueRoutes(app: HubApp, hub: HubContext): void {
  const platformId = async () => (await hub.services<CoreServices>('core').orgs.platform())?.id ?? null;

  app.get('/api/applications', async (c) => {
    const orgId = await platformId();
    if (!orgId) return c.json([] as CatalogueApp[]);
    const rows = await hub.db
      .selectFrom('ecosystem_apps')
      .select([
        'id',
        'name',
        'description',
        'catalogueCategory',
        'url',
        'logo',
        'monthlyPrice',
        'lifetimePrice',
        'features',
        'benefits',
      ])
      .where('orgId', '=', orgId)
      .where('published', '=', 1)
      .where('catalogueCategory', 'is not', null)
      .orderBy('position')
      .orderBy('createdAt')
      .execute();
    const apps: CatalogueApp[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      category: r.catalogueCategory,
      url: r.url,
      logo: r.logo,
      monthlyPrice: dollars(r.monthlyPrice),
      lifetimePrice: dollars(r.lifetimePrice),
      features: fromJson<string[]>(r.features, []),
      benefits: fromJson<string[]>(r.benefits, []),
    }));
    return c.json(apps);
  });

  app.get('/api/bundles', async (c) => {
    const orgId = await platformId();
    if (!orgId) return c.json([] as Bundle[]);
    const rows = await hub.db
      .selectFrom('ecosystem_bundles')
      .selectAll()
      .where('orgId', '=', orgId)
      .orderBy('position')
      .execute();
    const bundles: Bundle[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      apps: fromJson<string[]>(r.apps, []),
      originalPrice: dollars(r.originalPrice),
      bundlePrice: dollars(r.bundlePrice),
      savings: dollars(Number(r.originalPrice) - Number(r.bundlePrice)),
      description: r.description,
    }));
    return c.json(bundles);
  });
}
