import { forOrg, num } from '@ecohub/core';
import { sql } from 'kysely';
import type { AnalyticsHub } from '../hub.ts';
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

/** Reads of the rollup table; every one is scoped to the organisation and to both periods. */
export function rollupRows(hub: AnalyticsHub) {
  const rows = (orgId: string, dimension: string, r: PeriodRange) =>
    forOrg(hub.db, orgId)
      .selectFrom('analyticsDaily')
      .where('dimension', '=', dimension)
      .where('day', '>=', r.previousFrom)
      .where('day', '<=', r.to);

  return {
    /** Sums per (site, key), the current and the previous period in one pass. */
    async totals(orgId: string, dimension: string, r: PeriodRange): Promise<Map<string, Totals>> {
      const cur = sql<boolean>`day >= ${r.from}`;
      const list = await rows(orgId, dimension, r)
        .select((eb) => [
          'siteId',
          'key',
          eb.fn.sum<number>(sql`case when ${cur} then hits else 0 end`).as('hits'),
          eb.fn.sum<number>(sql`case when ${cur} then revenue else 0 end`).as('revenue'),
          eb.fn.sum<number>(sql`case when ${cur} then 0 else hits end`).as('previousHits'),
          eb.fn.sum<number>(sql`case when ${cur} then 0 else revenue end`).as('previousRevenue'),
        ])
        .groupBy(['siteId', 'key'])
        .execute();
      const map = new Map<string, Totals>();
      for (const x of list)
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
      let q = rows(orgId, dimension, r)
        .select(['siteId', 'key', 'day', 'sketch'])
        .where('sketch', 'is not', null);
      if (keys) q = keys.length ? q.where('key', 'in', keys) : q.where(sql<boolean>`1 = 0`);
      const map = new Map<string, { current: Sketch; previous: Sketch }>();
      for (const x of await q.execute()) {
        const id = `${x.siteId}\u0000${x.key}`;
        let s = map.get(id);
        if (!s) {
          s = { current: emptySketch(), previous: emptySketch() };
          map.set(id, s);
        }
        mergeEncoded(x.day >= r.from ? s.current : s.previous, x.sketch);
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
