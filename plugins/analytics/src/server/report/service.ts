import { notFound } from '@ecohub/core';
import type { AppSummary } from '@ecohub/plugin-ecosystem/shared';
import type { AnalyticsReport, Figure, Funnel, Period, SiteCard, SourceRow } from '../../shared/analytics.ts';
import { PERIODS } from '../../shared/analytics.ts';
import type { Goals } from '../../shared/goals.ts';
import { TRAFFIC_SOURCES } from '../../shared/sources.ts';
import type { GoalStore } from '../goals/service.ts';
import type { AnalyticsHub } from '../hub.ts';
import type { RollupBuffer } from '../rollups/buffer.ts';
import { FUNNEL_JOIN } from '../rollups/funnel.ts';
import { insightsOf } from './insights.ts';
import { growthOf, periodRange, round1 } from './periods.ts';
import { countOf, DIM, mergeAll, rollupRows, totalsOf } from './rows.ts';

const TOP_PAGES = 5;
const figure = (value: number, previous: number, approximate: boolean): Figure => ({
  value,
  previous,
  growth: growthOf(value, previous),
  approximate,
});
const major = (minor: number) => Math.round(minor) / 100;
const rate = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);

export interface ReportDeps {
  buffer: RollupBuffer;
  goals: GoalStore;
  /** The organisation's sites (its ecosystem apps). */
  sites(orgId: string): Promise<AppSummary[]>;
}

/** GET /api/analytics: every figure from the daily rollups of the period and of the one before. */
export function analyticsReport(hub: AnalyticsHub, deps: ReportDeps) {
  const rows = rollupRows(hub);
  return async (orgId: string, period: Period, site?: string): Promise<AnalyticsReport> => {
    await deps.buffer.flush();
    const r = periodRange(hub.clock.now(), PERIODS[period]);
    const sites = await deps.sites(orgId);
    if (site && !sites.some((s) => s.id === site)) throw notFound('Site not found');
    const goals = await deps.goals.forSites(
      orgId,
      sites.map((s) => s.id),
    );
    const goalEvents = [...new Set([...goals.values()].flatMap((g) => g.conversionEvents))];

    const [siteTotals, siteUniques, events, eventUniques, users, pages, sources, funnelRows] =
      await Promise.all([
        rows.totals(orgId, DIM.site, r),
        rows.uniques(orgId, DIM.site, r),
        rows.totals(orgId, DIM.event, r),
        rows.uniques(
          orgId,
          DIM.event,
          r,
          goalEvents.filter((e) => e !== 'page'),
        ),
        rows.uniques(orgId, DIM.user, r),
        rows.totals(orgId, DIM.page, r, TOP_PAGES),
        rows.totals(orgId, DIM.source, r),
        rows.totals(orgId, DIM.funnel, r),
      ]);

    const conversionsOf = (siteId: string, g: Goals) =>
      g.conversionEvents.reduce((n, e) => n + totalsOf(events, siteId, e).hits, 0);

    /** Visitors who reached one of the site's conversion goals (a union of sketches). */
    const converted = (siteId: string, g: Goals, previous: boolean) =>
      mergeAll(
        g.conversionEvents.flatMap((e) => {
          const u = eventUniques.get(`${siteId}\u0000${e}`);
          return u ? [previous ? u.previous : u.current] : [];
        }),
      );

    const cards: SiteCard[] = sites.map((s) => {
      const u = siteUniques.get(`${s.id}\u0000`);
      const visitors = countOf(u?.current);
      const conversions = conversionsOf(s.id, goals.get(s.id) as Goals);
      const converters = countOf(converted(s.id, goals.get(s.id) as Goals, false));
      const topPages = [...pages.entries()]
        .filter(([k, t]) => k.startsWith(`${s.id}\u0000`) && t.hits > 0)
        .map(([k, t]) => ({ path: k.slice(s.id.length + 1), views: t.hits }))
        .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
        .slice(0, TOP_PAGES);
      return {
        id: s.id,
        name: s.name,
        url: s.url,
        visitors: figure(visitors, countOf(u?.previous), true),
        conversions,
        conversionRate: rate(converters, visitors),
        revenue: major(totalsOf(siteTotals, s.id).revenue),
        topPages,
      };
    });

    const ids = new Set(sites.map((s) => s.id));
    const mine = <T>(m: Map<string, T>) =>
      [...m.entries()].filter(([k]) => ids.has(k.split('\u0000')[0] ?? ''));
    const visitors = figure(
      countOf(mergeAll(mine(siteUniques).map(([, u]) => u.current))),
      countOf(mergeAll(mine(siteUniques).map(([, u]) => u.previous))),
      true,
    );
    const revenue = mine(siteTotals).reduce(
      (acc, [, t]) => ({ value: acc.value + t.revenue, previous: acc.previous + t.previousRevenue }),
      { value: 0, previous: 0 },
    );
    const converters = (previous: boolean) =>
      countOf(mergeAll(sites.map((s) => converted(s.id, goals.get(s.id) as Goals, previous))));
    const activeUsers = figure(
      countOf(mergeAll([...users.values()].map((u) => u.current))),
      countOf(mergeAll([...users.values()].map((u) => u.previous))),
      true,
    );

    const sourceTotals = TRAFFIC_SOURCES.map((source) => {
      let visits = 0;
      let previous = 0;
      for (const [k, t] of mine(sources))
        if (k.endsWith(`\u0000${source}`)) {
          visits += t.hits;
          previous += t.previousHits;
        }
      return { source, visits, previous };
    });
    const allVisits = sourceTotals.reduce((n, s) => n + s.visits, 0);
    const sourceRows: SourceRow[] = sourceTotals
      .filter((s) => s.visits > 0 || s.previous > 0)
      .map((s) => ({ ...s, growth: growthOf(s.visits, s.previous), share: rate(s.visits, allVisits) }))
      .sort((a, b) => b.visits - a.visits);

    // Ordered per visitor (rollups/funnel.ts): the visitor-days that reached each step after all
    // the steps before it, summed from the rollups of the steps reached so far.
    const funnels: Funnel[] = sites.map((s) => {
      const order = (goals.get(s.id) as Goals).funnelSteps;
      const steps = order.map((step, i) => ({
        step,
        visitors: totalsOf(funnelRows, s.id, order.slice(0, i + 1).join(FUNNEL_JOIN)).hits,
      }));
      const first = steps[0]?.visitors ?? 0;
      return {
        siteId: s.id,
        steps: steps.map((x) => ({ ...x, rate: rate(x.visitors, first) })),
        approximate: false,
      };
    });
    const selected = site ?? sites[0]?.id;

    return {
      period,
      from: r.from,
      to: r.to,
      currency: hub.settings.ANALYTICS_CURRENCY,
      summary: {
        visitors,
        revenue: figure(major(revenue.value), major(revenue.previous), false),
        conversion: figure(
          rate(converters(false), visitors.value),
          rate(converters(true), visitors.previous),
          true,
        ),
        activeUsers,
      },
      sites: cards,
      sources: sourceRows,
      funnel: funnels.find((f) => f.siteId === selected) ?? null,
      insights: insightsOf(cards, funnels, sourceRows),
    };
  };
}
export type AnalyticsReportFn = ReturnType<typeof analyticsReport>;
