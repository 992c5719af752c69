import { sql } from 'kysely';
import type { AnalyticsHub } from '../hub.ts';
import { encodeSketch, mergeEncoded, type Sketch } from '../sketch/hll.ts';
import { blocksOf } from './blocks.ts';
import type { Pending } from './buffer.ts';

export type AnalyticsDb = AnalyticsHub['db'];

/**
 * The statements of a flush: counts added by multi-row upserts, sketches merged with the stored
 * ones (read in the same transaction) before they are written.
 */
export function rollupStore() {
  /** The sketch to write: the pending one merged into the stored one. */
  const merged = (stored: { sketch: string | null } | undefined, s: Sketch | null): string | null =>
    s ? encodeSketch(stored?.sketch ? mergeEncoded(Uint8Array.from(s), stored.sketch) : s) : null;

  const CHUNK = 500;
  return {
    /** Rows without a sketch: counts added by one multi-row upsert per CHUNK rows. */
    async plainDays(trx: AnalyticsDb, list: Pending[]): Promise<void> {
      for (let i = 0; i < list.length; i += CHUNK)
        await trx
          .insertInto('analyticsDaily')
          .values(
            list.slice(i, i + CHUNK).map((p) => ({
              orgId: p.orgId,
              siteId: p.siteId,
              day: p.day,
              dimension: p.dimension,
              key: p.key,
              hits: p.hits,
              revenue: p.revenue,
              sketch: null,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['orgId', 'dimension', 'day', 'siteId', 'key']).doUpdateSet({
              hits: sql<number>`analytics_daily.hits + excluded.hits`,
              revenue: sql<number>`analytics_daily.revenue + excluded.revenue`,
            }),
          )
          .execute();
    },
    /**
     * Rows with a sketch: the stored sketches read in one query per CHUNK rows, merged, and
     * written back with the counts by one multi-row upsert.
     */
    async sketchedDays(trx: AnalyticsDb, list: Pending[]): Promise<void> {
      const idOf = (r: { orgId: string; siteId: string; day: string; dimension: string; key: string }) =>
        `${r.orgId}\u0000${r.siteId}\u0000${r.day}\u0000${r.dimension}\u0000${r.key}`;
      const uniq = <T>(xs: T[]) => [...new Set(xs)];
      for (let i = 0; i < list.length; i += CHUNK) {
        const part = list.slice(i, i + CHUNK);
        // Cross-tenant by key: every organisation of the batch is named, rows matched by their key.
        // The lists probe the primary key with every combination: rows are matched by key below.
        const stored = await trx
          .selectFrom('analyticsDaily')
          .select(['orgId', 'siteId', 'day', 'dimension', 'key', 'sketch'])
          .where('orgId', 'in', uniq(part.map((p) => p.orgId)))
          .where('dimension', 'in', uniq(part.map((p) => p.dimension)))
          .where('day', 'in', uniq(part.map((p) => p.day)))
          .where('siteId', 'in', uniq(part.map((p) => p.siteId)))
          .where('key', 'in', uniq(part.map((p) => p.key)))
          .execute();
        const byId = new Map(stored.map((r) => [idOf(r), r]));
        await trx
          .insertInto('analyticsDaily')
          .values(
            part.map((p) => ({
              orgId: p.orgId,
              siteId: p.siteId,
              day: p.day,
              dimension: p.dimension,
              key: p.key,
              hits: p.hits,
              revenue: p.revenue,
              sketch: merged(byId.get(idOf(p)), p.sketch),
            })),
          )
          .onConflict((oc) =>
            oc.columns(['orgId', 'dimension', 'day', 'siteId', 'key']).doUpdateSet({
              hits: sql<number>`analytics_daily.hits + excluded.hits`,
              revenue: sql<number>`analytics_daily.revenue + excluded.revenue`,
              sketch: sql<string | null>`coalesce(excluded.sketch, analytics_daily.sketch)`,
            }),
          )
          .execute();
      }
    },
    /** Deletes the organisation's blocks holding `day` (a late event changed the day). */
    async dropBlocks(trx: AnalyticsDb, orgId: string, day: string): Promise<void> {
      const blocks = blocksOf(day);
      await trx
        .deleteFrom('analyticsBlocks')
        .where('orgId', '=', orgId)
        .where((eb) => eb.or(blocks.map((b) => eb.and([eb('span', '=', b.span), eb('start', '=', b.start)]))))
        .execute();
    },
  };
}
