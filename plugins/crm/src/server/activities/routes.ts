import { type HubApp, type HubContext, orgOf, requirePermission, validate } from '@ecohub/core';
import { activityListQuerySchema } from '../../shared/index.ts';
import { activityService } from './service.ts';

export function activityRoutes(app: HubApp, hub: HubContext) {
  app.get(
    '/api/activities',
    requirePermission('contacts:read', { allowDemo: true }),
    validate('query', activityListQuerySchema),
    async (c) => c.json(await activityService(hub).list(orgOf(c), c.req.valid('query'))),
  );
}
