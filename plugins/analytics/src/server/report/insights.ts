import type { Funnel, Insights, SiteCard, SourceRow } from '../../shared/analytics.ts';
import { round1 } from './periods.ts';

/**
 * The three Performance Insights, each from the figures of the report: the site converting best,
 * the funnel step losing the largest share of visitors, the source growing fastest.
 */
export function insightsOf(sites: SiteCard[], funnels: Funnel[], sources: SourceRow[]): Insights {
  const strongestSite = sites
    .filter((s) => s.visitors.value > 0)
    .sort((a, b) => b.conversionRate - a.conversionRate || b.revenue - a.revenue)[0];
  const strongest = strongestSite
    ? {
        siteId: strongestSite.id,
        name: strongestSite.name,
        conversionRate: strongestSite.conversionRate,
        visitors: strongestSite.visitors.value,
        revenue: strongestSite.revenue,
      }
    : null;

  let dropOff: Insights['dropOff'] = null;
  for (const f of funnels) {
    const site = sites.find((s) => s.id === f.siteId);
    for (let i = 1; i < f.steps.length; i++) {
      const a = f.steps[i - 1];
      const b = f.steps[i];
      if (!a || !b || a.visitors === 0) continue;
      const lost = Math.max(0, a.visitors - b.visitors);
      const dropRate = round1((lost / a.visitors) * 100);
      if (!dropOff || dropRate > dropOff.dropRate)
        dropOff = {
          siteId: f.siteId,
          name: site?.name ?? f.siteId,
          from: a.step,
          to: b.step,
          dropRate,
          lost,
        };
    }
  }

  const fastest = sources
    .filter((s) => s.growth !== null)
    .sort((a, b) => (b.growth ?? 0) - (a.growth ?? 0))[0];
  const trending = fastest
    ? {
        source: fastest.source,
        growth: fastest.growth ?? 0,
        visits: fastest.visits,
        previous: fastest.previous,
      }
    : null;
  return { strongest, dropOff, trending };
}
