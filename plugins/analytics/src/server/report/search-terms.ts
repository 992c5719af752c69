import { forOrg, num, toIso } from '@ecohub/core';
import type { SearchTerm } from '../../shared/services.ts';
import type { AnalyticsHub } from '../hub.ts';
import type { RollupBuffer } from '../rollups/buffer.ts';
import { DIM } from '../rollups/dimensions.ts';

const DAY_MS = 86_400_000;

/** The search terms visitors arrived with over the last `days` days, most visits first. */
export function searchTerms(hub: AnalyticsHub, buffer: RollupBuffer) {
  return async (orgId: string, days = 90, limit = 10): Promise<SearchTerm[]> => {
    await buffer.flush();
    const from = toIso(new Date(hub.clock.now().getTime() - days * DAY_MS)).slice(0, 10);
    const rows = await forOrg(hub.db, orgId)
      .selectFrom('analyticsDaily')
      .select((eb) => ['key', eb.fn.sum<number>('hits').as('visits')])
      .where('dimension', '=', DIM.search)
      .where('day', '>=', from)
      .groupBy('key')
      .orderBy('visits', 'desc')
      .orderBy('key')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ term: r.key, visits: num(r.visits) }));
  };
}
