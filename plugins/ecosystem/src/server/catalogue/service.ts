import { forOrg, fromJson } from '@ecohub/core';
import type { CatalogueApp } from '../../shared/index.ts';
import { dollars } from '../apps/service.ts';
import type { EcosystemHub } from '../hub.ts';

/**
 * The public TechStack catalogue: an organisation's published applications that have a catalogue
 * category (the routes ask for the platform organisation's). Only catalogue fields are selected,
 * so no key or secret can leak.
 */
export function catalogue(hub: EcosystemHub) {
  return {
    async published(orgId: string): Promise<CatalogueApp[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('ecosystemApps')
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
        .where('published', '=', 1)
        .where('catalogueCategory', 'is not', null)
        .orderBy('position')
        .orderBy('createdAt')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        // Not null: filtered above.
        category: r.catalogueCategory as NonNullable<typeof r.catalogueCategory>,
        url: r.url,
        logo: r.logo,
        monthlyPrice: dollars(r.monthlyPrice),
        lifetimePrice: dollars(r.lifetimePrice),
        features: fromJson<string[]>(r.features, []),
        benefits: fromJson<string[]>(r.benefits, []),
      }));
    },
  };
}

export type Catalogue = ReturnType<typeof catalogue>;
