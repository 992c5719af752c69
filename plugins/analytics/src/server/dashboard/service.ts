import type { DashboardStats } from '../../shared/analytics.ts';
import type { AnalyticsHub } from '../hub.ts';
import { periodRange } from '../report/periods.ts';
import { DIM, rollupRows } from '../report/rows.ts';
import type { RollupBuffer } from '../rollups/buffer.ts';

/** 'vs last month': the last 30 days against the 30 before. */
const MONTH_DAYS = 30;

/**
 * GET /api/dashboard/stats. Revenue: payments recorded for the organisation (signed payment events
 * of its apps, and for the platform organisation the hub's own plan payments). Traffic: visits
 * arriving from search engines. Subscribers and the automation score come from plugins that do not
 * exist yet; until they do the figure is null or 0 and `notes` says why.
 */
export function dashboardStats(hub: AnalyticsHub, buffer: RollupBuffer) {
  const rows = rollupRows(hub);
  return async (orgId: string): Promise<DashboardStats> => {
    await buffer.flush();
    const r = periodRange(hub.clock.now(), MONTH_DAYS);
    const [sites, payments, sources] = await Promise.all([
      rows.totals(orgId, DIM.site, r),
      rows.totals(orgId, DIM.payment, r),
      rows.totals(orgId, DIM.source, r),
    ]);
    let revenue = 0;
    let previousRevenue = 0;
    for (const t of [...sites.values(), ...payments.values()]) {
      revenue += t.revenue;
      previousRevenue += t.previousRevenue;
    }
    let traffic = 0;
    let previousTraffic = 0;
    for (const [k, t] of sources)
      if (k.endsWith('\u0000organic')) {
        traffic += t.hits;
        previousTraffic += t.previousHits;
      }
    return {
      totalRevenue: revenue / 100,
      subscribers: null,
      traffic,
      automationScore: 0,
      previous: {
        totalRevenue: previousRevenue / 100,
        subscribers: null,
        traffic: previousTraffic,
        automationScore: 0,
      },
      currency: hub.settings.ANALYTICS_CURRENCY,
      notes: {
        subscribers: 'Active subscriptions are counted once the billing plugin offers them as a service.',
        automationScore:
          'The automation score comes from the marketing plugin’s automation runs; it is not installed.',
      },
    };
  };
}
export type DashboardStatsFn = ReturnType<typeof dashboardStats>;
