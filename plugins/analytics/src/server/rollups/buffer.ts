import type { AnalyticsHub } from '../hub.ts';
import { addToSketch, emptySketch, mergeSketch, type Sketch } from '../sketch/hll.ts';
import { closedBefore } from './blocks.ts';
import { SKETCHED } from './dimensions.ts';
import type { Increment } from './increments.ts';
import { type AnalyticsDb, rollupStore } from './store.ts';

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

/** The rows of one site and day: `count` adds to one of them (`distinct` goes into its sketch). */
export interface Cell {
  count(dimension: string, key: string, hits: number, revenue: number, distinct?: string): void;
}

export interface RollupBuffer {
  add(increments: Increment[]): void;
  /** The rows of one site and day, for an arriving event's counts (no increment objects built). */
  cell(orgId: string, siteId: string, day: string): Cell;
  /** Adds rows built elsewhere (the demo seed, imports): counts added, sketches merged. */
  merge(rows: Pending[]): void;
  /** Writes what is pending; reads call it first so that they see every event received so far. */
  flush(): Promise<void>;
  pending(): number;
}

/**
 * Events update in-memory rows (counts added, sketches merged) and a timer writes them in one
 * transaction: a burst of events costs one upsert per touched day row, not one per event. Flushes
 * run one at a time. `hooks.pending` is called when the buffer stops being empty (the plugin sets
 * its flush timer then: an idle hub wakes for no flush). The sketch merge reads the stored sketch
 * in the same transaction; rollups are written by the hub process that received the events (one
 * writer per database, as the hub runs).
 */
export function rollupBuffer(
  hub: AnalyticsHub,
  hooks: { write?: (trx: AnalyticsDb) => Promise<void>; pending?: () => void } = {},
): RollupBuffer {
  /** A site-day's rows by dimension, then key (no key string joined per count). */
  type Rows = Cell & { orgId: string; siteId: string; day: string; rows: Map<string, Map<string, Pending>> };
  let cells = new Map<string, Rows>();
  let size = 0;
  let chain: Promise<void> = Promise.resolve();

  const store = rollupStore();

  const write = async (batch: Pending[]): Promise<void> => {
    // A day that is closed (before yesterday) may be in blocks built from it: a late event
    // deletes them in the same transaction, and the next read builds them again (rollups/blocks.ts).
    const closed = closedBefore(hub.clock.now());
    const late = new Map<string, { orgId: string; day: string }>();
    for (const p of batch)
      if (p.day < closed) late.set(`${p.orgId}\u0000${p.day}`, { orgId: p.orgId, day: p.day });
    await hub.db.transaction().execute(async (trx) => {
      await store.plainDays(
        trx,
        batch.filter((p) => !p.sketch),
      );
      await store.sketchedDays(
        trx,
        batch.filter((p) => p.sketch),
      );
      for (const { orgId, day } of late.values()) await store.dropBlocks(trx, orgId, day);
      await hooks.write?.(trx);
    });
  };

  const rowIn = (c: Rows, dimension: string, key: string): Pending => {
    let byKey = c.rows.get(dimension);
    if (byKey === undefined) {
      byKey = new Map();
      c.rows.set(dimension, byKey);
    }
    let row = byKey.get(key);
    if (row === undefined) {
      const sketch = SKETCHED.has(dimension) ? emptySketch() : null;
      row = { orgId: c.orgId, siteId: c.siteId, day: c.day, dimension, key, hits: 0, revenue: 0, sketch };
      byKey.set(key, row);
      if (size++ === 0) hooks.pending?.();
    }
    return row;
  };
  /** Each site's latest cell (site ids are unique): most events need no key built. */
  let latest = new Map<string, Rows>();
  const cellOf = (orgId: string, siteId: string, day: string): Rows => {
    const last = latest.get(siteId);
    if (last && last.day === day && last.orgId === orgId) return last;
    const id = `${orgId}\u0000${siteId}\u0000${day}`;
    let c = cells.get(id);
    if (!c) {
      const cell: Rows = {
        orgId,
        siteId,
        day,
        rows: new Map(),
        count(dimension, key, hits, revenue, distinct) {
          const row = rowIn(cell, dimension, key);
          row.hits += hits;
          row.revenue += revenue;
          if (row.sketch && distinct) addToSketch(row.sketch, distinct);
        },
      };
      cells.set(id, cell);
      c = cell;
    }
    latest.set(siteId, c);
    return c;
  };
  const rowOf = (r: Omit<Pending, 'hits' | 'revenue' | 'sketch'>): Pending =>
    rowIn(cellOf(r.orgId, r.siteId, r.day), r.dimension, r.key);

  const buffer: RollupBuffer = {
    add(increments) {
      for (const i of increments) {
        const row = rowOf(i);
        row.hits += i.hits;
        row.revenue += i.revenue;
        if (row.sketch && i.distinct) addToSketch(row.sketch, i.distinct);
      }
    },
    cell: cellOf,
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
        if (size === 0) return;
        const batch: Pending[] = [];
        for (const c of cells.values())
          for (const byKey of c.rows.values()) for (const row of byKey.values()) batch.push(row);
        cells = new Map();
        latest = new Map();
        size = 0;
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
    pending: () => size,
  };
  return buffer;
}
