import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { appIdParamSchema, webhookConfigInputSchema } from '../../shared/configs.ts';
import type { ConfigStore } from './service.ts';

/** GET /api/webhook-configs (spec 002 §7) and the Configurations tab's edit. */
export function configRoutes(app: HubApp, configs: ConfigStore): void {
  app.get('/api/webhook-configs', requirePermission('deployment:read', { allowDemo: true }), async (c) =>
    c.json({ configs: await configs.list(orgOf(c)) }),
  );

  app.put(
    '/api/webhook-configs/:appId',
    requirePermission('deployment:write'),
    validate('param', appIdParamSchema),
    validate('json', webhookConfigInputSchema),
    async (c) => c.json(await configs.save(orgOf(c), c.req.valid('param').appId, c.req.valid('json'))),
  );
}
