import { num } from '@ecohub/core';
import type { AnalyticsHub } from '../hub.ts';
import { closedBefore, coverOf, resolve } from '../rollups/blocks.ts';
import { DIM } from '../rollups/dimensions.ts';
import { emptySketch, estimate, mergeEncoded, mergeSketch, type Sketch } from '../sketch/hll.ts';
import type { PeriodRange } from './periods.ts';
import { pieceReader } from './pieces.ts';

/** Both periods of one figure, summed per group key. */
export interface Totals {
  hits: number;
  revenue: number;
  previousHits: number;
  previousRevenue: number;
}

const zero = (): Totals => ({ hits: 0, revenue: 0, previousHits: 0, previousRevenue: 0 });

/**
 * Reads of the rollups; every one is scoped to the organisation and covers both periods with the
 * fewest aligned pieces (rollups/blocks.ts): closed blocks of analytics_blocks (built on first
 * use), the open days (yesterday, today) of analytics_daily.
 */
export function rollupRows(hub: AnalyticsHub) {
  const pieces = pieceReader(hub);
  const list = (r: PeriodRange) => {
    const closed = closedBefore(hub.clock.now());
    return [...coverOf(r.from, r.to), ...coverOf(r.previousFrom, r.previousTo)].flatMap((p) =>
      resolve(p, closed),
    );
  };
  const read = (
    orgId: string,
    dimension: string,
    r: PeriodRange,
    opts: { sketches: boolean; keys?: string[] },
  ) => pieces.read(orgId, dimension, list(r), opts);

  return {
    /**
     * Sums per (site, key), the current and the previous period in one pass; with `top`, only
     * each site's `top` keys of the current period.
     */
    async totals(
      orgId: string,
      dimension: string,
      r: PeriodRange,
      top?: number,
    ): Promise<Map<string, Totals>> {
      const map = new Map<string, Totals>();
      for (const x of await pieces.sums(orgId, dimension, list(r), r.from, top))
        map.set(`${x.siteId}\u0000${x.key}`, {
          hits: num(x.hits),
          revenue: num(x.revenue),
          previousHits: num(x.previousHits),
          previousRevenue: num(x.previousRevenue),
        });
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
        if (x.sketch) mergeEncoded(x.at >= r.from ? s.current : s.previous, x.sketch);
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
