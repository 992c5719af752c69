import { type HubApp, type HubContext, num, requirePermission, toIso, validate } from '@ecohub/core';
import {
  type EcosystemStats,
  type EcosystemStatus,
  REVENUE_WINDOW_MS,
  scopeQuery,
} from '../../shared/index.ts';
import type { Registry } from '../apps/service.ts';
import { registryOrg } from '../scope.ts';
import { dashboardAnalytics } from './analytics.ts';
import { integrationPackage } from './integration-package.ts';

/** Read-only views over the registry: analytics, status and stats, the integration package. */
export function insightRoutes(app: HubApp, hub: HubContext, reg: Registry): void {
  const read = requirePermission('ecosystem:read', { allowDemo: true });

  app.get('/api/analytics/dashboard', read, validate('query', scopeQuery), async (c) => {
    const orgId = await registryOrg(c, hub, c.req.valid('query').scope);
    return c.json(await dashboardAnalytics(hub, orgId));
  });

  app.get('/api/ecosystem/status', read, validate('query', scopeQuery), async (c) => {
    const orgId = await registryOrg(c, hub, c.req.valid('query').scope);
    const apps = await reg.list(orgId);
    const last =
      apps
        .map((a) => a.updatedAt)
        .sort()
        .at(-1) ?? null;
    const body: EcosystemStatus = {
      status: 'operational',
      registry: {
        applications: apps.length,
        published: apps.filter((a) => a.published).length,
        withAllowedOrigins: apps.filter((a) => a.allowedOrigins.length > 0).length,
      },
      lastChangedAt: last,
      checkedAt: toIso(hub.clock.now()),
    };
    return c.json(body);
  });

  app.get('/api/ecosystem/stats', read, validate('query', scopeQuery), async (c) => {
    const orgId = await registryOrg(c, hub, c.req.valid('query').scope);
    const apps = await reg.list(orgId);
    const since = toIso(new Date(hub.clock.now().getTime() - REVENUE_WINDOW_MS));
    const users = await hub.db
      .selectFrom('ecosystem_app_users')
      .select((eb) => eb.fn.count('userKey').distinct().as('tracked'))
      .where('orgId', '=', orgId)
      .executeTakeFirst();
    const active = await hub.db
      .selectFrom('ecosystem_app_users')
      .select((eb) => eb.fn.count('appId').distinct().as('n'))
      .where('orgId', '=', orgId)
      .where('lastSeenAt', '>=', since)
      .executeTakeFirst();
    const payments = await hub.db
      .selectFrom('ecosystem_app_payments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('orgId', '=', orgId)
      .where('paidAt', '>=', since)
      .executeTakeFirst();
    const body: EcosystemStats = {
      totalApplications: apps.length,
      whiteLabelReady: apps.filter((a) => a.white_label_ready).length,
      enterpriseLevel: apps.filter((a) => a.pricing_tier === 'enterprise').length,
      categories: new Set(apps.map((a) => a.appCategory)).size,
      publishedApplications: apps.filter((a) => a.published).length,
      trackedUsers: num(users?.tracked),
      activeApplications30d: num(active?.n),
      payments30d: num(payments?.n),
    };
    return c.json(body);
  });

  app.get('/api/ecosystem/integration-package', read, validate('query', scopeQuery), async (c) => {
    const orgId = await registryOrg(c, hub, c.req.valid('query').scope);
    const pkg = await integrationPackage(hub, reg, orgId);
    c.header('Content-Disposition', 'attachment; filename="ecosystem-integration-package.json"');
    return c.json(pkg);
  });
}
