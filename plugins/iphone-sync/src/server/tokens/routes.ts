import { type HubApp, principalOf, requirePermission, unauthorized, validate } from '@ecohub/core';
import { tokenIdSchema, tokenInputSchema } from '../../shared/tokens.ts';
import type { TokenStore } from './service.ts';

const ID = ':id{[0-9a-f-]{36}}';

const userOf = (c: Parameters<typeof principalOf>[0]) => {
  const p = principalOf(c);
  if (!p.user) throw unauthorized();
  return { orgId: p.orgId, userId: p.user.id };
};

/** /api/iphone/tokens: the signed-in user's device tokens in the current organisation. */
export function tokenRoutes(app: HubApp, tokens: TokenStore): void {
  app.get('/api/iphone/tokens', requirePermission('iphone-sync:sync'), async (c) => {
    const { orgId, userId } = userOf(c);
    return c.json(await tokens.list(orgId, userId));
  });

  app.post(
    '/api/iphone/tokens',
    requirePermission('iphone-sync:sync'),
    validate('json', tokenInputSchema),
    async (c) => {
      const { orgId, userId } = userOf(c);
      return c.json(await tokens.create(orgId, userId, c.req.valid('json').name), 201);
    },
  );

  app.delete(
    `/api/iphone/tokens/${ID}`,
    requirePermission('iphone-sync:sync'),
    validate('param', tokenIdSchema),
    async (c) => {
      const { orgId, userId } = userOf(c);
      return c.json(await tokens.revoke(orgId, userId, c.req.valid('param').id));
    },
  );
}
