import { badRequest, forbidden, type HubApp, notFound, requirePermission, validate } from '@ecohub/core';
import type { MiddlewareHandler } from 'hono';
import { appIdParam, crossSellInputSchema, crossSellQuery, scopeQuery } from '../../shared/index.ts';
import type { Registry } from '../apps/service.ts';
import type { RegistryScopes } from '../scope.ts';
import type { CrossSells } from './service.ts';

/** An opportunity id (newId: a UUID). */
const ID = ':id{[0-9a-f-]{36}}';

/**
 * GET /api/ecosystem/cross-sell?app=: signed-in members (and the demo) read any app of their
 * registry; the SDK's widget in a sibling app's page reads its own app with `key=<publishable key>`,
 * only from the app's allowed origins, with CORS for exactly that origin.
 */
export function crossSellRoutes(
  app: HubApp,
  { apps, crossSells, scopes }: { apps: Registry; crossSells: CrossSells; scopes: RegistryScopes },
): void {
  const read = requirePermission('ecosystem:read', { allowDemo: true });
  const readOrKey: MiddlewareHandler = (c, next) => (c.req.query('key') ? next() : read(c as never, next));

  app.get('/api/ecosystem/cross-sell', readOrKey, validate('query', crossSellQuery), async (c) => {
    const q = c.req.valid('query');
    if (q.key) {
      const resolved = await apps.resolveByPublishableKey(q.key);
      if (!resolved || (q.app !== resolved.id && q.app !== resolved.slug))
        throw notFound('Application not found');
      const origin = c.req.header('origin');
      if (!origin || !resolved.allowedOrigins.includes(origin))
        throw forbidden('This origin is not allowed for this application');
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
      return c.json(await crossSells.of(resolved.orgId, resolved));
    }
    const orgId = await scopes.orgOf(c, q.scope);
    const target = await apps.get(orgId, q.app);
    return c.json(await crossSells.of(orgId, target));
  });

  // Owners and admins keep the opportunities their apps show (the demo loads the sample ones).
  app.post(
    '/api/ecosystem/cross-sell',
    requirePermission('ecosystem:manage'),
    validate('query', scopeQuery),
    validate('json', crossSellInputSchema),
    async (c) => {
      const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
      const v = c.req.valid('json');
      const source = await apps.get(orgId, v.app);
      const target = await apps.get(orgId, v.targetApp);
      if (source.id === target.id)
        throw badRequest('Invalid request', [{ path: 'targetApp', message: 'Choose another application' }]);
      const { context, incentive, placement, priority } = v;
      await crossSells.add(orgId, [
        { sourceAppId: source.id, targetAppId: target.id, context, incentive, placement, priority },
      ]);
      return c.json(await crossSells.of(orgId, source), 201);
    },
  );

  app.delete(
    `/api/ecosystem/cross-sell/${ID}`,
    requirePermission('ecosystem:manage'),
    validate('param', appIdParam),
    validate('query', scopeQuery),
    async (c) => {
      const orgId = await scopes.orgOf(c, c.req.valid('query').scope);
      if (!(await crossSells.remove(orgId, c.req.valid('param').id)))
        throw notFound('Cross-sell opportunity not found');
      return c.body(null, 204);
    },
  );
}
