import type { HubApp } from '@ecohub/core';
import type { Bundle } from '../../shared/index.ts';
import type { RegistryScopes } from '../scope.ts';
import type { Bundles } from './service.ts';

/** GET /api/bundles: the platform organisation's bundles, answered to anyone. */
export function bundleRoutes(
  app: HubApp,
  { bundles, scopes }: { bundles: Bundles; scopes: RegistryScopes },
): void {
  app.get('/api/bundles', async (c) => {
    const orgId = await scopes.platformId();
    return c.json(orgId ? await bundles.list(orgId) : ([] as Bundle[]));
  });
}
