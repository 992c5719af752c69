import { HttpError, type HubApp, notFound, orgOf, requirePermission, validate } from '@ecohub/core';
import { roadmapPatchSchema, uuidParam } from '../../shared/index.ts';
import type { CrossSalesSetup } from '../setup.ts';

const ID = ':id{[0-9a-f-]{36}}';

/** The priority roadmap: read by every member, status changed and Quick Start used by admins. */
export function roadmapRoutes(app: HubApp, s: CrossSalesSetup): void {
  const manage = requirePermission('cross-sales:manage');
  app.get('/api/cross-sales/roadmap', requirePermission('cross-sales:read', { allowDemo: true }), async (c) =>
    c.json(await s.roadmapView(orgOf(c))),
  );

  app.patch(
    `/api/cross-sales/roadmap/${ID}`,
    manage,
    validate('param', uuidParam),
    validate('json', roadmapPatchSchema),
    async (c) => {
      const orgId = orgOf(c);
      const { id } = c.req.valid('param');
      if (!(await s.roadmap.setStatus(orgId, id, c.req.valid('json').status)))
        throw notFound('Roadmap item not found');
      return c.json(await s.roadmapItem(orgId, id));
    },
  );

  // Quick Start: the item's cross-sell snippet entry in the sales matrix (created when missing).
  app.post(`/api/cross-sales/roadmap/${ID}/quick-start`, manage, validate('param', uuidParam), async (c) => {
    const orgId = orgOf(c);
    const row = await s.roadmap.one(orgId, c.req.valid('param').id);
    if (!row) throw notFound('Roadmap item not found');
    const result = await s.matrix.ensure(orgId, row);
    if (!result)
      throw new HttpError(
        422,
        `Register ${row.sourceApp} and ${row.targetApp} in the ecosystem first`,
        'apps_missing',
      );
    return c.json(result, result.created ? 201 : 200);
  });
}
