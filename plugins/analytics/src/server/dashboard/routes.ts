import { type HubApp, orgOf, requirePermission } from '@ecohub/core';
import type { DashboardStatsFn } from './service.ts';

export function dashboardRoutes(app: HubApp, stats: DashboardStatsFn): void {
  app.get('/api/dashboard/stats', requirePermission('analytics:read', { allowDemo: true }), async (c) =>
    c.json(await stats(orgOf(c))),
  );
}
