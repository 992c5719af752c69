import { type HubApp, notFound, orgOf, requirePermission, validate } from '@ecohub/core';
import { goalsInputSchema, siteParamSchema } from '../../shared/goals.ts';
import type { GoalStore } from './service.ts';

/** The conversion goals and funnel of one of the organisation's sites. */
export function goalRoutes(
  app: HubApp,
  goals: GoalStore,
  hasSite: (orgId: string, siteId: string) => Promise<boolean>,
) {
  app.get(
    '/api/analytics/goals/:siteId',
    requirePermission('analytics:read', { allowDemo: true }),
    validate('param', siteParamSchema),
    async (c) => {
      const { siteId } = c.req.valid('param');
      if (!(await hasSite(orgOf(c), siteId))) throw notFound('Site not found');
      return c.json(await goals.get(orgOf(c), siteId));
    },
  );
  app.put(
    '/api/analytics/goals/:siteId',
    requirePermission('analytics:write'),
    validate('param', siteParamSchema),
    validate('json', goalsInputSchema),
    async (c) => {
      const { siteId } = c.req.valid('param');
      if (!(await hasSite(orgOf(c), siteId))) throw notFound('Site not found');
      return c.json(await goals.set(orgOf(c), siteId, c.req.valid('json')));
    },
  );
}
