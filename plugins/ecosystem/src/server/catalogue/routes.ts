import type { HubApp } from '@ecohub/core';
import type { CatalogueApp } from '../../shared/index.ts';
import type { RegistryScopes } from '../scope.ts';
import type { Catalogue } from './service.ts';

/** GET /api/applications: the platform organisation's published apps, answered to anyone. */
export function catalogueRoutes(
  app: HubApp,
  { catalogue, scopes }: { catalogue: Catalogue; scopes: RegistryScopes },
): void {
  app.get('/api/applications', async (c) => {
    const orgId = await scopes.platformId();
    return c.json(orgId ? await catalogue.published(orgId) : ([] as CatalogueApp[]));
  });
}
