import {
  badRequest,
  forbidden,
  type HubApp,
  type HubContext,
  newId,
  notFound,
  requirePermission,
  toIso,
  validate,
} from '@ecohub/core';
import type { MiddlewareHandler } from 'hono';
import { appIdParam, crossSellInputSchema, crossSellQuery, scopeQuery } from '../../shared/index.ts';
import type { Registry } from '../apps/service.ts';
import { registryOrg } from '../scope.ts';
import { crossSellFor } from './service.ts';

/**
 * GET /api/ecosystem/cross-sell?app=: signed-in members (and the demo) read any app of their
 * registry; the SDK's widget in a sibling app's page reads its own app with `key=<publishable key>`,
 * only from the app's allowed origins, with CORS for exactly that origin.
 */
export function crossSellRoutes(app: HubApp, hub: HubContext, reg: Registry): void {
  const read = requirePermission('ecosystem:read', { allowDemo: true });
  const readOrKey: MiddlewareHandler = (c, next) => (c.req.query('key') ? next() : read(c as never, next));

  app.get('/api/ecosystem/cross-sell', readOrKey, validate('query', crossSellQuery), async (c) => {
    const q = c.req.valid('query');
    if (q.key) {
      const resolved = await reg.resolveByPublishableKey(q.key);
      if (!resolved || (q.app !== resolved.id && q.app !== resolved.slug))
        throw notFound('Application not found');
      const origin = c.req.header('origin');
      if (!origin || !resolved.allowedOrigins.includes(origin))
        throw forbidden('This origin is not allowed for this application');
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
      return c.json(await crossSellFor(hub, resolved.orgId, resolved));
    }
    const orgId = await registryOrg(c, hub, q.scope);
    const target = await reg.get(orgId, q.app);
    return c.json(await crossSellFor(hub, orgId, target));
  });

  // Owners and admins keep the opportunities their apps show (the demo loads the sample ones).
  app.post(
    '/api/ecosystem/cross-sell',
    requirePermission('ecosystem:manage'),
    validate('query', scopeQuery),
    validate('json', crossSellInputSchema),
    async (c) => {
      const orgId = await registryOrg(c, hub, c.req.valid('query').scope);
      const v = c.req.valid('json');
      const source = await reg.get(orgId, v.app);
      const target = await reg.get(orgId, v.targetApp);
      if (source.id === target.id)
        throw badRequest('Invalid request', [{ path: 'targetApp', message: 'Choose another application' }]);
      await hub.db
        .insertInto('ecosystem_cross_sells')
        .values({
          id: newId(),
          orgId,
          sourceAppId: source.id,
          targetAppId: target.id,
          context: v.context,
          incentive: v.incentive,
          placement: v.placement,
          priority: v.priority,
          createdAt: toIso(hub.clock.now()),
        })
        .execute();
      return c.json(await crossSellFor(hub, orgId, source), 201);
    },
  );

  app.delete(
    '/api/ecosystem/cross-sell/:id',
    requirePermission('ecosystem:manage'),
    validate('param', appIdParam),
    validate('query', scopeQuery),
    async (c) => {
      const orgId = await registryOrg(c, hub, c.req.valid('query').scope);
      const res = await hub.db
        .deleteFrom('ecosystem_cross_sells')
        .where('orgId', '=', orgId)
        .where('id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('Cross-sell opportunity not found');
      return c.body(null, 204);
    },
  );
}
