import { type HubApp, notFound, orgOf, requirePermission, validate } from '@ecohub/core';
import { goalsInputSchema, orgGoalsSchema, siteParamSchema } from '../../shared/goals.ts';
import type { GoalStore } from './service.ts';

/**
 * The organisation's goals definition (shared with deployment's monitoring config) and a site's
 * own conversion goals and funnel.
 */
export function goalRoutes(
  app: HubApp,
  goals: GoalStore,
  hasSite: (orgId: string, siteId: string) => Promise<boolean>,
) {
  app.get('/api/analytics/goals', requirePermission('analytics:read', { allowDemo: true }), async (c) =>
    c.json(await goals.organisation(orgOf(c))),
  );
  app.put(
    '/api/analytics/goals',
    requirePermission('analytics:write'),
    validate('json', orgGoalsSchema),
    async (c) => c.json(await goals.setOrganisation(orgOf(c), c.req.valid('json'))),
  );
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
