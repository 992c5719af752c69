import { prepareQuery } from '@ecohub/core';
import { sql } from 'kysely';
import type { AnalyticsHub } from '../hub.ts';
import { encodeSketch, mergeEncoded, type Sketch } from '../sketch/hll.ts';
import { blocksOf } from './blocks.ts';
import type { Pending } from './buffer.ts';

export type AnalyticsDb = AnalyticsHub['db'];

/**
 * The statements a flush runs per row, built once: counts added by the upsert, a sketch merged
 * with the stored one (read in the same transaction) before it is written.
 */
export function rollupStore(hub: AnalyticsHub) {
  const db = hub.db;
  // Cross-tenant by key: every row is identified by its organisation in the primary key.
  const daySketch = prepareQuery<{ sketch: string | null }>(db, (p) =>
    db
      .selectFrom('analyticsDaily')
      .select('sketch')
      .where('orgId', '=', p('orgId'))
      .where('dimension', '=', p('dimension'))
      .where('day', '=', p('day'))
      .where('siteId', '=', p('siteId'))
      .where('key', '=', p('key')),
  );
  const dayUpsert = prepareQuery(db, (p) =>
    db
      .insertInto('analyticsDaily')
      .values({
        orgId: p('orgId'),
        siteId: p('siteId'),
        day: p('day'),
        dimension: p('dimension'),
        key: p('key'),
        hits: p('hits'),
        revenue: p('revenue'),
        sketch: p('sketch'),
      })
      .onConflict((oc) =>
        oc.columns(['orgId', 'dimension', 'day', 'siteId', 'key']).doUpdateSet({
          hits: sql<number>`analytics_daily.hits + excluded.hits`,
          revenue: sql<number>`analytics_daily.revenue + excluded.revenue`,
          sketch: sql<string | null>`coalesce(excluded.sketch, analytics_daily.sketch)`,
        }),
      ),
  );
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
    async day(trx: AnalyticsDb, p: Pending): Promise<void> {
      const key = { orgId: p.orgId, dimension: p.dimension, day: p.day, siteId: p.siteId, key: p.key };
      const stored = p.sketch ? (await daySketch(key, trx))[0] : undefined;
      await dayUpsert({ ...key, hits: p.hits, revenue: p.revenue, sketch: merged(stored, p.sketch) }, trx);
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
