import type { HubContext } from '@ecohub/core';
import type { CrossSellResponse } from '../../shared/index.ts';

const RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** The cross-sell opportunities of one application (already resolved inside its organisation). */
export async function crossSellFor(
  hub: HubContext,
  orgId: string,
  app: { id: string; name: string },
): Promise<CrossSellResponse> {
  const rows = await hub.db
    .selectFrom('ecosystem_cross_sells as x')
    .innerJoin('ecosystem_apps as t', 't.id', 'x.targetAppId')
    .select([
      'x.id',
      't.id as targetId',
      't.name as targetName',
      't.url as targetUrl',
      'x.context',
      'x.incentive',
      'x.placement',
      'x.priority',
      'x.createdAt',
    ])
    .where('x.orgId', '=', orgId)
    .where('t.orgId', '=', orgId)
    .where('x.sourceAppId', '=', app.id)
    .orderBy('x.createdAt')
    .execute();
  rows.sort((a, b) => (RANK[a.priority] ?? 9) - (RANK[b.priority] ?? 9));
  return {
    app: { id: app.id, name: app.name },
    crossSellOpportunities: rows.map((r) => ({
      id: r.id,
      targetApp: r.targetName,
      targetAppId: r.targetId,
      targetUrl: r.targetUrl,
      context: r.context,
      incentive: r.incentive,
      placement: r.placement,
      priority: r.priority,
    })),
  };
}

/** How many opportunities each application of an organisation has, by app id. */
export async function crossSellCounts(hub: HubContext, orgId: string): Promise<Map<string, number>> {
  const rows = await hub.db
    .selectFrom('ecosystem_cross_sells')
    .select('sourceAppId')
    .where('orgId', '=', orgId)
    .execute();
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.sourceAppId, (counts.get(r.sourceAppId) ?? 0) + 1);
  return counts;
}
