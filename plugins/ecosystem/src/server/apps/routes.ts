import { type HubApp, type Quotas, requirePermission, validate } from '@ecohub/core';
import {
  appIdParam,
  appInputSchema,
  appPatchSchema,
  DASHBOARD_CATEGORIES,
  ECOSYSTEM_BUNDLE_PRICE,
  type EcosystemApp,
  type EcosystemAppsResponse,
  scopeQuery,
} from '../../shared/index.ts';
import type { RegistryScopes } from '../scope.ts';
import type { Registry } from './service.ts';

/** An app id (`app_…`) or slug; constrained so that no static path under an app is hidden. */
export const APP_REF = ':id{[A-Za-z0-9_-]{1,64}}';

export function appsResponse(apps: EcosystemApp[]): EcosystemAppsResponse {
  const total = Math.round(apps.reduce((s, a) => s + a.pricing.monthly, 0) * 100) / 100;
  const used = new Set(apps.map((a) => a.category));
  return {
    apps,
    categories: DASHBOARD_CATEGORIES.filter((c) => used.has(c)),
    totalEcosystemValue: total,
    ecosystemBundle: {
      price: ECOSYSTEM_BUNDLE_PRICE,
      // Spec 002 §9: (1 - 997 / total monthly value) x 100, never below zero.
      savingsPercent:
        total > 0 ? Math.max(0, Math.round((1 - ECOSYSTEM_BUNDLE_PRICE / total) * 1000) / 10) : 0,
    },
  };
}

/** The registry's management routes: list for members and the demo, changes for admins and owners. */
export function appRoutes(
  app: HubApp,
  { apps, scopes, quotas }: { apps: Registry; scopes: RegistryScopes; quotas: Quotas },
): void {
  app.get(
    '/api/ecosystem/apps',
    requirePermission('ecosystem:read', { allowDemo: true }),
    validate('query', scopeQuery),
    async (c) => {
      const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
      return c.json(appsResponse(await apps.list(orgId)));
    },
  );

  app.post(
    '/api/ecosystem/apps',
    requirePermission('ecosystem:manage'),
    validate('query', scopeQuery),
    validate('json', appInputSchema),
    async (c) => {
      const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
      await quotas.check(orgId, 'applications', (await apps.count(orgId)) + 1);
      c.header('Cache-Control', 'no-store');
      return c.json(await apps.create(orgId, c.req.valid('json')), 201);
    },
  );

  app.patch(
    `/api/ecosystem/apps/${APP_REF}`,
    requirePermission('ecosystem:manage'),
    validate('param', appIdParam),
    validate('query', scopeQuery),
    validate('json', appPatchSchema),
    async (c) => {
      const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
      return c.json(await apps.update(orgId, c.req.valid('param').id, c.req.valid('json')));
    },
  );

  app.post(
    `/api/ecosystem/apps/${APP_REF}/rotate-secret`,
    requirePermission('ecosystem:manage'),
    validate('param', appIdParam),
    validate('query', scopeQuery),
    async (c) => {
      const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
      c.header('Cache-Control', 'no-store');
      return c.json(await apps.rotateSecret(orgId, c.req.valid('param').id));
    },
  );
}
