import { prepareQuery } from '@ecohub/core';
import { type Kysely, sql } from 'kysely';
import type { AnalyticsHub } from '../hub.ts';
import { encodeSketch, mergeEncoded, type Sketch } from '../sketch/hll.ts';
import type { Pending } from './buffer.ts';

export type AnalyticsDb = AnalyticsHub['db'];

/** A pending row of an aligned block of days. */
export interface Block extends Omit<Pending, 'day'> {
  span: number;
  start: string;
}

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
  const blockSketch = prepareQuery<{ sketch: string | null }>(db, (p) =>
    db
      .selectFrom('analyticsBlocks')
      .select('sketch')
      .where('orgId', '=', p('orgId'))
      .where('dimension', '=', p('dimension'))
      .where('span', '=', p('span'))
      .where('start', '=', p('start'))
      .where('siteId', '=', p('siteId'))
      .where('key', '=', p('key')),
  );
  const blockUpsert = prepareQuery(db, (p) =>
    db
      .insertInto('analyticsBlocks')
      .values({
        orgId: p('orgId'),
        dimension: p('dimension'),
        span: p('span'),
        start: p('start'),
        siteId: p('siteId'),
        key: p('key'),
        hits: p('hits'),
        revenue: p('revenue'),
        sketch: p('sketch'),
      })
      .onConflict((oc) =>
        oc.columns(['orgId', 'dimension', 'span', 'start', 'siteId', 'key']).doUpdateSet({
          hits: sql<number>`analytics_blocks.hits + excluded.hits`,
          revenue: sql<number>`analytics_blocks.revenue + excluded.revenue`,
          sketch: sql<string | null>`coalesce(excluded.sketch, analytics_blocks.sketch)`,
        }),
      ),
  );

  /** The sketch to write: the pending one merged into the stored one. */
  const merged = (stored: { sketch: string | null } | undefined, s: Sketch | null): string | null =>
    s ? encodeSketch(stored?.sketch ? mergeEncoded(Uint8Array.from(s), stored.sketch) : s) : null;

  return {
    async day(trx: Kysely<any>, p: Pending): Promise<void> {
      const key = { orgId: p.orgId, dimension: p.dimension, day: p.day, siteId: p.siteId, key: p.key };
      const stored = p.sketch ? (await daySketch(key, trx))[0] : undefined;
      await dayUpsert({ ...key, hits: p.hits, revenue: p.revenue, sketch: merged(stored, p.sketch) }, trx);
    },
    async block(trx: Kysely<any>, b: Block): Promise<void> {
      const key = {
        orgId: b.orgId,
        dimension: b.dimension,
        span: b.span,
        start: b.start,
        siteId: b.siteId,
        key: b.key,
      };
      const stored = b.sketch ? (await blockSketch(key, trx))[0] : undefined;
      await blockUpsert({ ...key, hits: b.hits, revenue: b.revenue, sketch: merged(stored, b.sketch) }, trx);
    },
  };
}
