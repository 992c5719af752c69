import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { analyticsQuerySchema } from '../../shared/analytics.ts';
import type { AnalyticsReportFn } from './service.ts';

/** GET /api/analytics?period=7d|30d|90d|1y&site=<app id> (the site picks the funnel). */
export function reportRoutes(app: HubApp, report: AnalyticsReportFn): void {
  app.get(
    '/api/analytics',
    requirePermission('analytics:read', { allowDemo: true }),
    validate('query', analyticsQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await report(orgOf(c), q.period, q.site));
    },
  );
}
