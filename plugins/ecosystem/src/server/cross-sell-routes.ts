import { forbidden, type HubApp, type HubContext, notFound, requirePermission, validate } from '@ecohub/core';
import type { MiddlewareHandler } from 'hono';
import { crossSellQuery } from '../shared/index.ts';
import { crossSellFor } from './cross-sell.ts';
import type { Registry } from './registry.ts';
import { registryOrg } from './scope.ts';

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
}
