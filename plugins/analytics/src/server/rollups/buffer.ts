import type { AnalyticsHub } from '../hub.ts';
import { addToSketch, emptySketch, mergeSketch, type Sketch } from '../sketch/hll.ts';
import { blocksOf } from './blocks.ts';
import { SKETCHED } from './dimensions.ts';
import type { Increment } from './increments.ts';
import { type AnalyticsDb, type Block, rollupStore } from './store.ts';

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
 * transaction: a burst of events costs one upsert per touched row (and per block holding its day,
 * rollups/blocks.ts), not one per event. Flushes run one at a time. The sketch merge reads the
 * stored sketch in the same transaction; rollups are
 * written by the hub process that received the events (one writer per database, as the hub runs).
 */
export function rollupBuffer(
  hub: AnalyticsHub,
  hooks: { write?: (trx: AnalyticsDb) => Promise<void> } = {},
): RollupBuffer {
  let rows = new Map<string, Pending>();
  let chain: Promise<void> = Promise.resolve();

  const store = rollupStore(hub);

  const write = async (batch: Pending[]): Promise<void> => {
    // Each day's row also counts in the 8 blocks holding the day: summed here first, so a burst
    // over a few days costs one upsert per block row.
    const blocks = new Map<string, Block>();
    for (const p of batch)
      for (const b of blocksOf(p.day)) {
        const id = `${p.orgId}\u0000${p.siteId}\u0000${b.span}\u0000${b.start}\u0000${p.dimension}\u0000${p.key}`;
        let row = blocks.get(id);
        if (!row) {
          const { orgId, siteId, dimension, key } = p;
          const sketch = p.sketch ? emptySketch() : null;
          row = { orgId, siteId, dimension, key, span: b.span, start: b.start, hits: 0, revenue: 0, sketch };
          blocks.set(id, row);
        }
        row.hits += p.hits;
        row.revenue += p.revenue;
        if (row.sketch && p.sketch) mergeSketch(row.sketch, p.sketch);
      }
    await hub.db.transaction().execute(async (trx) => {
      for (const p of batch) await store.day(trx, p);
      for (const b of blocks.values()) await store.block(trx, b);
      await hooks.write?.(trx);
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
