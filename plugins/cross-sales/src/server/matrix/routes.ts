import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { matrixInputSchema, matrixPatchSchema, uuidParam } from '../../shared/index.ts';
import type { CrossSalesSetup } from '../setup.ts';

const ID = ':id{[0-9a-f-]{36}}';

/** GET /api/cross-sales/matrix for every reader; admins add, edit and remove targets. */
export function matrixRoutes(app: HubApp, { matrix }: CrossSalesSetup): void {
  const manage = requirePermission('cross-sales:manage');
  app.get('/api/cross-sales/matrix', requirePermission('cross-sales:read', { allowDemo: true }), async (c) =>
    c.json(await matrix.get(orgOf(c))),
  );
  app.post('/api/cross-sales/matrix', manage, validate('json', matrixInputSchema), async (c) =>
    c.json(await matrix.add(orgOf(c), c.req.valid('json')), 201),
  );
  app.patch(
    `/api/cross-sales/matrix/${ID}`,
    manage,
    validate('param', uuidParam),
    validate('json', matrixPatchSchema),
    async (c) => c.json(await matrix.update(orgOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.delete(`/api/cross-sales/matrix/${ID}`, manage, validate('param', uuidParam), async (c) => {
    await matrix.remove(orgOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
