import { forOrg, num } from '@ecohub/core';
import type { AnalyticsHub } from '../hub.ts';
import { coverOf } from '../rollups/blocks.ts';
import { DIM } from '../rollups/dimensions.ts';
import { emptySketch, estimate, mergeEncoded, mergeSketch, type Sketch } from '../sketch/hll.ts';
import type { PeriodRange } from './periods.ts';

/** Both periods of one figure, summed per group key. */
export interface Totals {
  hits: number;
  revenue: number;
  previousHits: number;
  previousRevenue: number;
}

const zero = (): Totals => ({ hits: 0, revenue: 0, previousHits: 0, previousRevenue: 0 });

interface PieceRow {
  siteId: string;
  key: string;
  /** The day or the block's first day: in the current period when ≥ its first day. */
  at: string;
  hits: number | string;
  revenue: number | string;
  sketch?: string | null;
}

/**
 * Reads of the rollups; every one is scoped to the organisation and covers both periods with the
 * fewest aligned pieces (rollups/blocks.ts): days of analytics_daily and blocks of analytics_blocks.
 */
export function rollupRows(hub: AnalyticsHub) {
  const read = async (
    orgId: string,
    dimension: string,
    r: PeriodRange,
    opts: { sketches: boolean; keys?: string[] },
  ): Promise<PieceRow[]> => {
    if (opts.keys && !opts.keys.length) return [];
    const pieces = [...coverOf(r.from, r.to), ...coverOf(r.previousFrom, r.previousTo)];
    const days = pieces.filter((p) => p.span === 1).map((p) => p.start);
    const blocks = pieces.filter((p) => p.span > 1);
    const cols = ['siteId', 'key', 'hits', 'revenue'] as const;
    const scope = forOrg(hub.db, orgId);
    const [daily, blocked] = await Promise.all([
      days.length
        ? (() => {
            let q = scope
              .selectFrom('analyticsDaily')
              .select([...cols, 'day as at'])
              .where('dimension', '=', dimension)
              .where('day', 'in', days);
            if (opts.sketches) q = q.select('sketch').where('sketch', 'is not', null);
            if (opts.keys) q = q.where('key', 'in', opts.keys);
            return q.execute();
          })()
        : [],
      blocks.length
        ? (() => {
            let q = scope
              .selectFrom('analyticsBlocks')
              .select([...cols, 'start as at'])
              .where('dimension', '=', dimension)
              .where((eb) =>
                eb.or(blocks.map((b) => eb.and([eb('span', '=', b.span), eb('start', '=', b.start)]))),
              );
            if (opts.sketches) q = q.select('sketch').where('sketch', 'is not', null);
            if (opts.keys) q = q.where('key', 'in', opts.keys);
            return q.execute();
          })()
        : [],
    ]);
    return [...daily, ...blocked] as PieceRow[];
  };

  return {
    /** Sums per (site, key), the current and the previous period in one pass. */
    async totals(orgId: string, dimension: string, r: PeriodRange): Promise<Map<string, Totals>> {
      const map = new Map<string, Totals>();
      for (const x of await read(orgId, dimension, r, { sketches: false })) {
        const id = `${x.siteId}\u0000${x.key}`;
        let t = map.get(id);
        if (!t) {
          t = zero();
          map.set(id, t);
        }
        if (x.at >= r.from) {
          t.hits += num(x.hits);
          t.revenue += num(x.revenue);
        } else {
          t.previousHits += num(x.hits);
          t.previousRevenue += num(x.revenue);
        }
      }
      return map;
    },
    /** Sketches merged per (site, key): the unique count of each period without reading an event. */
    async uniques(
      orgId: string,
      dimension: string,
      r: PeriodRange,
      keys?: string[],
    ): Promise<Map<string, { current: Sketch; previous: Sketch }>> {
      const map = new Map<string, { current: Sketch; previous: Sketch }>();
      for (const x of await read(orgId, dimension, r, { sketches: true, keys })) {
        const id = `${x.siteId}\u0000${x.key}`;
        let s = map.get(id);
        if (!s) {
          s = { current: emptySketch(), previous: emptySketch() };
          map.set(id, s);
        }
        mergeEncoded(x.at >= r.from ? s.current : s.previous, x.sketch ?? null);
      }
      return map;
    },
  };
}
export type RollupRows = ReturnType<typeof rollupRows>;

export const totalsOf = (map: Map<string, Totals>, siteId: string, key = ''): Totals =>
  map.get(`${siteId}\u0000${key}`) ?? zero();

export const countOf = (s: Sketch | undefined): number => (s ? estimate(s) : 0);

export const mergeAll = (sketches: Iterable<Sketch>): Sketch => {
  const out = emptySketch();
  for (const s of sketches) mergeSketch(out, s);
  return out;
};

export { DIM };
