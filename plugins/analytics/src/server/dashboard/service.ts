import type { MarketingService } from '@ecohub/plugin-marketing/shared';
import type { PricingServices } from '@ecohub/plugin-pricing/shared';
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
 * arriving from search engines. Subscribers: the organisation's live subscriptions, from pricing
 * when it is enabled (`pricing` undefined: null, and `notes` says why). The automation score comes
 * from the marketing plugin's workflow runs when it is enabled (else 0, with its note).
 */
export function dashboardStats(
  hub: AnalyticsHub,
  buffer: RollupBuffer,
  pricing: () => PricingServices | undefined,
  marketing: () => MarketingService | undefined = () => undefined,
) {
  const rows = rollupRows(hub);
  return async (orgId: string): Promise<DashboardStats> => {
    await buffer.flush();
    const r = periodRange(hub.clock.now(), MONTH_DAYS);
    const billing = pricing();
    const automation = marketing();
    const monthAgo = new Date(hub.clock.now().getTime() - MONTH_DAYS * 86_400_000);
    const [sites, payments, sources, subscribers, previousSubscribers, score, previousScore] =
      await Promise.all([
        rows.totals(orgId, DIM.site, r),
        rows.totals(orgId, DIM.payment, r),
        rows.totals(orgId, DIM.source, r),
        billing ? billing.activeSubscriptions(orgId) : null,
        billing ? billing.activeSubscriptions(orgId, monthAgo) : null,
        automation ? automation.automation(orgId) : null,
        automation ? automation.automation(orgId, monthAgo) : null,
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
      subscribers,
      traffic,
      automationScore: score?.automationScore ?? 0,
      previous: {
        totalRevenue: previousRevenue / 100,
        subscribers: previousSubscribers,
        traffic: previousTraffic,
        automationScore: previousScore?.automationScore ?? 0,
      },
      currency: hub.settings.ANALYTICS_CURRENCY,
      notes: {
        ...(billing
          ? {}
          : { subscribers: 'Active subscriptions come from the pricing plugin, which is not enabled.' }),
        ...(automation
          ? {}
          : {
              automationScore:
                'The automation score comes from the marketing plugin’s automation runs; it is not installed.',
            }),
      },
    };
  };
}
export type DashboardStatsFn = ReturnType<typeof dashboardStats>;
