import {
  type CrossSalesMetrics,
  FUNNEL_STAGES,
  type FunnelStep,
  HIGH_VALUE_SCORE,
  type Opportunity,
  TOP_TARGET_APPS,
} from '../../shared/index.ts';
import type { Evidence } from '../data/evidence.ts';
import { type Attribution, attributedRevenue } from './attribution.ts';

const pct = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 1000) / 10 : 0);

/** Clicks over impressions in percent, one decimal; null without impressions. */
export const ctrOf = (a: Attribution): number | null =>
  a.impressions.length > 0 ? pct(a.clicks.length, a.impressions.length) : null;

/** Spec 001 §3 cross-sales metrics from the opportunities and the tracked funnel. */
export function computeMetrics(
  ev: Evidence,
  opportunities: Opportunity[],
  a: Attribution,
  backlinkStrategies: number,
): CrossSalesMetrics {
  const counts = {
    impression: a.impressions.length,
    click: a.clicks.length,
    signup: a.conversions.filter((c) => c.kind === 'signup').length,
    purchase: a.conversions.filter((c) => c.kind === 'purchase').length,
  };
  const conversionFunnel: FunnelStep[] = FUNNEL_STAGES.map((stage) => ({
    stage,
    count: counts[stage],
    percentage:
      stage === 'impression' ? (counts.impression > 0 ? 100 : 0) : pct(counts[stage], counts.impression),
  }));
  const topTargetApps = ev.apps
    .map((app) => ({
      app: app.name,
      appId: app.id,
      count: a.clicks.filter((c) => c.targetAppId === app.id).length,
      revenue: attributedRevenue(a, undefined, app.id),
    }))
    .filter((t) => t.count > 0 || t.revenue > 0)
    .sort((x, y) => y.revenue - x.revenue || y.count - x.count || x.app.localeCompare(y.app))
    .slice(0, TOP_TARGET_APPS);
  return {
    totalOpportunities: opportunities.length,
    estimatedRevenue: opportunities.reduce((s, o) => s + o.valueEstimate, 0),
    highValueOpportunities: opportunities.filter((o) => o.score >= HIGH_VALUE_SCORE).length,
    conversionFunnel,
    topTargetApps,
    ctr: ctrOf(a),
    attributedRevenue: attributedRevenue(a),
    backlinkStrategies,
  };
}
