import { type HubApp, orgOf, requirePermission } from '@ecohub/core';
import type { CrossSalesSetup } from '../setup.ts';

const read = requirePermission('cross-sales:read', { allowDemo: true });

/** GET /api/cross-sales/metrics and /backlinks: computed per request from the organisation's data. */
export function metricRoutes(app: HubApp, s: CrossSalesSetup): void {
  app.get('/api/cross-sales/metrics', read, async (c) => c.json(await s.metrics(orgOf(c))));
  app.get('/api/cross-sales/backlinks', read, async (c) => c.json(await s.backlinks(orgOf(c))));
}
