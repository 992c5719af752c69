import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { appIdParamSchema } from '../../shared/configs.ts';
import {
  deliveryFilterSchema,
  deliveryIdSchema,
  endpointPatchSchema,
  replaySchema,
} from '../../shared/deliveries.ts';
import type { DeliveryStore } from './service.ts';

const ID = ':id{[0-9a-f-]{36}}';

/** /api/deployment/deliveries and /api/deployment/endpoints: the forwarding log, replays, endpoint settings. */
export function deliveryRoutes(app: HubApp, deliveries: DeliveryStore): void {
  const read = requirePermission('deployment:read', { allowDemo: true });
  const write = requirePermission('deployment:write');

  app.get('/api/deployment/deliveries', read, validate('query', deliveryFilterSchema), async (c) =>
    c.json({ deliveries: await deliveries.list(orgOf(c), c.req.valid('query')) }),
  );
  // Static before the id routes. confirm false: the count only (shown before replaying).
  app.post('/api/deployment/deliveries/replay', write, validate('json', replaySchema), async (c) => {
    const { filter, confirm } = c.req.valid('json');
    const orgId = orgOf(c);
    if (!confirm) return c.json({ count: await deliveries.count(orgId, filter) });
    return c.json({ replayed: await deliveries.replay(orgId, filter) });
  });
  app.get(`/api/deployment/deliveries/${ID}/attempts`, read, validate('param', deliveryIdSchema), async (c) =>
    c.json({ attempts: await deliveries.attempts(orgOf(c), c.req.valid('param').id) }),
  );
  app.post(
    `/api/deployment/deliveries/${ID}/replay`,
    write,
    validate('param', deliveryIdSchema),
    async (c) => {
      await deliveries.replayOne(orgOf(c), c.req.valid('param').id);
      return c.json({ replayed: 1 }, 202);
    },
  );

  app.get('/api/deployment/endpoints', read, async (c) =>
    c.json({ endpoints: await deliveries.endpoints(orgOf(c)) }),
  );
  app.patch(
    '/api/deployment/endpoints/:appId',
    write,
    validate('param', appIdParamSchema),
    validate('json', endpointPatchSchema),
    async (c) =>
      c.json(await deliveries.updateEndpoint(orgOf(c), c.req.valid('param').appId, c.req.valid('json'))),
  );
}
