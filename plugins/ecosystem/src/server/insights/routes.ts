import { type HubApp, requirePermission, validate } from '@ecohub/core';
import { scopeQuery } from '../../shared/index.ts';
import type { RegistryScopes } from '../scope.ts';
import type { Insights } from './service.ts';

/** Read-only views over the registry: analytics, status and stats, the integration package. */
export function insightRoutes(
  app: HubApp,
  { insights, scopes }: { insights: Insights; scopes: RegistryScopes },
): void {
  const read = requirePermission('ecosystem:read', { allowDemo: true });

  app.get('/api/analytics/dashboard', read, validate('query', scopeQuery), async (c) => {
    const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
    return c.json(await insights.dashboard(orgId));
  });

  app.get('/api/ecosystem/status', read, validate('query', scopeQuery), async (c) => {
    const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
    return c.json(await insights.status(orgId));
  });

  app.get('/api/ecosystem/stats', read, validate('query', scopeQuery), async (c) => {
    const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
    return c.json(await insights.stats(orgId));
  });

  app.get('/api/ecosystem/integration-package', read, validate('query', scopeQuery), async (c) => {
    const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
    const pkg = await insights.integrationPackage(orgId);
    c.header('Content-Disposition', 'attachment; filename="ecosystem-integration-package.json"');
    return c.json(pkg);
  });
}
