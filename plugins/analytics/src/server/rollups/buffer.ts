import { sql } from 'kysely';
import type { AnalyticsHub } from '../hub.ts';
import {
  addToSketch,
  decodeSketch,
  emptySketch,
  encodeSketch,
  mergeSketch,
  type Sketch,
} from '../sketch/hll.ts';
import { SKETCHED } from './dimensions.ts';
import type { Increment } from './increments.ts';

/** A rollup row as it is written: counts to add, a sketch to merge. */
export interface Pending {
  orgId: string;
  siteId: string;
  day: string;
  dimension: string;
  key: string;
  hits: number;
  revenue: number;
  sketch: Sketch | null;
}

export interface RollupBuffer {
  add(increments: Increment[]): void;
  /** Adds rows built elsewhere (the demo seed, imports): counts added, sketches merged. */
  merge(rows: Pending[]): void;
  /** Writes what is pending; reads call it first so that they see every event received so far. */
  flush(): Promise<void>;
  pending(): number;
}

/**
 * Events update in-memory rows (counts added, sketches merged) and a timer writes them in one
 * transaction: a burst of events costs one upsert per touched row, not one per event. Flushes run
 * one at a time. The sketch merge reads the stored sketch in the same transaction; rollups are
 * written by the hub process that received the events (one writer per database, as the hub runs).
 */
export function rollupBuffer(hub: AnalyticsHub): RollupBuffer {
  let rows = new Map<string, Pending>();
  let chain: Promise<void> = Promise.resolve();

  const write = async (batch: Pending[]): Promise<void> => {
    await hub.db.transaction().execute(async (trx) => {
      for (const p of batch) {
        let sketch: string | null = null;
        if (p.sketch) {
          // Cross-tenant by key: the row is identified by its organisation in the primary key.
          const stored = await trx
            .selectFrom('analyticsDaily')
            .select('sketch')
            .where('orgId', '=', p.orgId)
            .where('dimension', '=', p.dimension)
            .where('day', '=', p.day)
            .where('siteId', '=', p.siteId)
            .where('key', '=', p.key)
            .executeTakeFirst();
          sketch = encodeSketch(
            stored?.sketch ? mergeSketch(decodeSketch(stored.sketch), p.sketch) : p.sketch,
          );
        }
        await trx
          .insertInto('analyticsDaily')
          .values({ ...p, sketch })
          .onConflict((oc) =>
            oc.columns(['orgId', 'dimension', 'day', 'siteId', 'key']).doUpdateSet({
              hits: sql<number>`analytics_daily.hits + excluded.hits`,
              revenue: sql<number>`analytics_daily.revenue + excluded.revenue`,
              sketch: sql<string | null>`coalesce(excluded.sketch, analytics_daily.sketch)`,
            }),
          )
          .execute();
      }
    });
  };

  const rowOf = (r: Omit<Pending, 'hits' | 'revenue' | 'sketch'>): Pending => {
    const id = `${r.orgId}\u0000${r.siteId}\u0000${r.day}\u0000${r.dimension}\u0000${r.key}`;
    let row = rows.get(id);
    if (!row) {
      const { orgId, siteId, day, dimension, key } = r;
      const sketch = SKETCHED.has(dimension) ? emptySketch() : null;
      row = { orgId, siteId, day, dimension, key, hits: 0, revenue: 0, sketch };
      rows.set(id, row);
    }
    return row;
  };

  const buffer: RollupBuffer = {
    add(increments) {
      for (const i of increments) {
        const row = rowOf(i);
        row.hits += i.hits;
        row.revenue += i.revenue;
        if (row.sketch && i.distinct) addToSketch(row.sketch, i.distinct);
      }
    },
    merge(list) {
      for (const p of list) {
        const row = rowOf(p);
        row.hits += p.hits;
        row.revenue += p.revenue;
        if (row.sketch && p.sketch) mergeSketch(row.sketch, p.sketch);
      }
    },
    flush() {
      chain = chain.then(async () => {
        if (rows.size === 0) return;
        const batch = [...rows.values()];
        rows = new Map();
        try {
          await write(batch);
        } catch (err) {
          // Put them back (merged with what arrived meanwhile): the next flush retries them.
          buffer.merge(batch);
          hub.log.error({ err }, 'analytics: writing rollups failed; retried at the next flush');
        }
      });
      return chain;
    },
    pending: () => rows.size,
  };
  return buffer;
}
