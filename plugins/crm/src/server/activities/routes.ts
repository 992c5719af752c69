import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { activityListQuerySchema } from '../../shared/index.ts';
import type { ActivityService } from './service.ts';

export function activityRoutes(app: HubApp, activities: ActivityService) {
  app.get(
    '/api/activities',
    requirePermission('contacts:read', { allowDemo: true }),
    validate('query', activityListQuerySchema),
    async (c) => c.json(await activities.list(orgOf(c), c.req.valid('query'))),
  );
}
