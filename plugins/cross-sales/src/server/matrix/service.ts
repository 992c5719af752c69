import { badRequest, type HubContext, notFound } from '@ecohub/core';
import { type EcosystemApp, ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import type { z } from 'zod';
import type { MatrixPatch, MatrixResponse, MatrixTarget, RoadmapItemInput } from '../../shared/index.ts';
import type { matrixInputSchema } from '../../shared/schemas.ts';
import { appIndex, priceRange } from '../data/evidence.ts';

type MatrixInput = z.output<typeof matrixInputSchema>;

/**
 * The sales matrix is the ecosystem plugin's cross-sell entries — the same rows its widget and
 * snippets show — read and edited through ecosystem's service, grouped here by source app.
 */
export function salesMatrix(hub: HubContext) {
  const eco = hub.use(ecosystemService);
  const target = (
    app: EcosystemApp,
    e: {
      id: string;
      context: string;
      incentive: string;
      placement: string;
      priority: MatrixTarget['priority'];
    },
  ): MatrixTarget => ({
    id: e.id,
    app: app.name,
    appId: app.id,
    services: app.features.slice(0, 3),
    valueRange: priceRange(app),
    reasoning: e.context,
    incentive: e.incentive,
    placement: e.placement,
    priority: e.priority,
  });
  const resolve = async (orgId: string, from: string, to: string) => {
    const idx = appIndex(await eco.apps.details(orgId));
    const a = idx.find(from);
    const b = idx.find(to);
    const issues = [
      ...(a ? [] : [{ path: 'sourceApp', message: 'Unknown application' }]),
      ...(b ? [] : [{ path: 'targetApp', message: 'Unknown application' }]),
      ...(a && b && a.id === b.id ? [{ path: 'targetApp', message: 'Choose another application' }] : []),
    ];
    if (issues.length || !a || !b) throw badRequest('Invalid request', issues);
    return { a, b };
  };
  return {
    async get(orgId: string): Promise<MatrixResponse> {
      const [apps, entries] = await Promise.all([eco.apps.details(orgId), eco.crossSells.list(orgId)]);
      const idx = appIndex(apps);
      const crossSalesMatrix: MatrixResponse['crossSalesMatrix'] = {};
      for (const e of entries) {
        const from = idx.byId.get(e.sourceAppId);
        const to = idx.byId.get(e.targetAppId);
        if (!from || !to) continue;
        crossSalesMatrix[from.name] ??= { appId: from.id, targets: [] };
        crossSalesMatrix[from.name]?.targets.push(target(to, e));
      }
      return { crossSalesMatrix };
    },
    async add(orgId: string, v: MatrixInput): Promise<MatrixTarget> {
      const { a, b } = await resolve(orgId, v.sourceApp, v.targetApp);
      const e = await eco.crossSells.add(orgId, {
        sourceAppId: a.id,
        targetAppId: b.id,
        context: v.reasoning,
        incentive: v.incentive,
        placement: v.placement,
        priority: v.priority,
      });
      return target(b, e);
    },
    async update(orgId: string, id: string, p: MatrixPatch): Promise<MatrixTarget> {
      const e = await eco.crossSells.update(orgId, id, {
        ...(p.reasoning !== undefined ? { context: p.reasoning } : {}),
        ...(p.incentive !== undefined ? { incentive: p.incentive } : {}),
        ...(p.placement !== undefined ? { placement: p.placement } : {}),
        ...(p.priority !== undefined ? { priority: p.priority } : {}),
      });
      if (!e) throw notFound('Matrix entry not found');
      const to = appIndex(await eco.apps.details(orgId)).byId.get(e.targetAppId);
      if (!to) throw notFound('Matrix entry not found');
      return target(to, e);
    },
    async remove(orgId: string, id: string): Promise<void> {
      if (!(await eco.crossSells.remove(orgId, id))) throw notFound('Matrix entry not found');
    },
    /**
     * A roadmap item's Quick Start: the matching cross-sell entry (snippet placement) of its apps,
     * created when missing. 422 when the item names an app the registry does not hold.
     */
    async ensure(orgId: string, item: Pick<RoadmapItemInput, 'sourceApp' | 'targetApp' | 'description'>) {
      const idx = appIndex(await eco.apps.details(orgId));
      const a = idx.find(item.sourceApp);
      const b = idx.find(item.targetApp);
      if (!a || !b || a.id === b.id) return null;
      const existing = (await eco.crossSells.list(orgId)).find(
        (e) => e.sourceAppId === a.id && e.targetAppId === b.id,
      );
      if (existing) return { created: false, entryId: existing.id, sourceApp: a.name, targetApp: b.name };
      const e = await eco.crossSells.add(orgId, {
        sourceAppId: a.id,
        targetAppId: b.id,
        context: item.description.slice(0, 500) || `${a.name} users who need ${b.name}`,
        incentive: '',
        placement: '',
        priority: 'high',
      });
      return { created: true, entryId: e.id, sourceApp: a.name, targetApp: b.name };
    },
  };
}

export type SalesMatrix = ReturnType<typeof salesMatrix>;
