import { forOrg } from '@ecohub/core';
import type { AnalyticsHub } from '../hub.ts';
import { decodeSketch, encodeSketch, mergeEncoded } from '../sketch/hll.ts';
import { blocksOf } from './blocks.ts';

/**
 * Rebuilds an organisation's block rows from its daily rows (after the demo seed wrote days
 * directly, or once for rollups written before blocks existed).
 */
export async function rebuildBlocks(hub: AnalyticsHub, orgId: string): Promise<void> {
  const scope = forOrg(hub.db, orgId);
  const days = await scope
    .selectFrom('analyticsDaily')
    .select(['siteId', 'day', 'dimension', 'key', 'hits', 'revenue', 'sketch'])
    .execute();
  const blocks = new Map<
    string,
    {
      siteId: string;
      dimension: string;
      key: string;
      span: number;
      start: string;
      hits: number;
      revenue: number;
      sketch: Uint8Array | null;
    }
  >();
  for (const d of days)
    for (const b of blocksOf(d.day)) {
      const id = `${d.siteId}\u0000${b.span}\u0000${b.start}\u0000${d.dimension}\u0000${d.key}`;
      let row = blocks.get(id);
      if (!row) {
        row = {
          siteId: d.siteId,
          dimension: d.dimension,
          key: d.key,
          ...b,
          hits: 0,
          revenue: 0,
          sketch: null,
        };
        blocks.set(id, row);
      }
      row.hits += Number(d.hits);
      row.revenue += Number(d.revenue);
      if (d.sketch) row.sketch = row.sketch ? mergeEncoded(row.sketch, d.sketch) : decodeSketch(d.sketch);
    }
  const rows = [...blocks.values()].map((b) => ({ ...b, sketch: b.sketch ? encodeSketch(b.sketch) : null }));
  await hub.db.transaction().execute(async (trx: AnalyticsHub['db']) => {
    const tx = forOrg(trx, orgId);
    await tx.deleteFrom('analyticsBlocks').execute();
    for (let i = 0; i < rows.length; i += 500)
      await tx.insertInto('analyticsBlocks', rows.slice(i, i + 500)).execute();
  });
}

/** At start: fills the blocks of rollups written before they existed (once: when there are none). */
export async function backfillBlocks(hub: AnalyticsHub): Promise<void> {
  // Cross-tenant on purpose: a one-time upgrade of every organisation's rollups.
  const any = await hub.db.selectFrom('analyticsBlocks').select('orgId').limit(1).executeTakeFirst();
  if (any) return;
  const orgs = await hub.db.selectFrom('analyticsDaily').select('orgId').distinct().execute();
  for (const o of orgs) await rebuildBlocks(hub, o.orgId);
}
