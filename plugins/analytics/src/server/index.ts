import { definePlugin, tablesOf } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { marketingService } from '@ecohub/plugin-marketing/shared';
import { pricingService } from '@ecohub/plugin-pricing/shared';
import { fromMonitoring, toMonitoring } from '../shared/goals.ts';
import type { AnalyticsService } from '../shared/services.ts';
import { analyticsConfig } from './config.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { dashboardStats } from './dashboard/service.ts';
import type { AnalyticsTables } from './db.ts';
import { goalRoutes } from './goals/routes.ts';
import { goalStore } from './goals/service.ts';
import { migrations } from './migrations/index.ts';
import { reportRoutes } from './report/routes.ts';
import { searchTerms } from './report/search-terms.ts';
import { analyticsReport } from './report/service.ts';
import { rollupBuffer } from './rollups/buffer.ts';
import { onEventReceived, onPaymentRecorded } from './rollups/events.ts';
import { funnelProgress } from './rollups/funnel.ts';
import { visitorIds } from './rollups/visitor.ts';
import { seedDemoAnalytics } from './seed/demo.ts';

/**
 * Analytics of the organisation's sites (its ecosystem apps): daily rollups kept as events arrive,
 * unique visitors in mergeable sketches, the analytics report and the dashboard's stats cards.
 */
export default definePlugin({
  id: 'analytics',
  dependsOn: [ecosystemService],
  // Used when enabled; without it the subscriber count is null with its note.
  optionalDependsOn: [pricingService, marketingService],
  config: analyticsConfig,
  tables: tablesOf<AnalyticsTables>(),
  migrations,
  permissions: { 'analytics:read': 'viewer', 'analytics:write': 'admin' },
  setup: (hub) => {
    const funnels = funnelProgress(hub);
    // Rows wait at most ANALYTICS_FLUSH_MS: the timer is set when the first one arrives.
    const timer = { current: undefined as ReturnType<typeof setTimeout> | undefined, started: false };
    const armFlush = () => {
      if (!timer.started || timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void buffer.flush();
      }, hub.settings.ANALYTICS_FLUSH_MS);
      timer.current.unref?.();
    };
    const buffer = rollupBuffer(hub, { write: (trx) => funnels.write(trx), pending: armFlush });
    const goals = goalStore(hub);
    const visitors = visitorIds(hub);
    const sites = (orgId: string) => hub.use(ecosystemService).apps.list(orgId);
    return {
      buffer,
      funnels,
      goals,
      sites,
      visitors,
      ingest: onEventReceived(buffer, visitors, funnels, goals),
      report: analyticsReport(hub, { buffer, goals, sites }),
      stats: dashboardStats(
        hub,
        buffer,
        () => hub.tryUse(pricingService),
        () => hub.tryUse(marketingService),
      ),
      searchTerms: searchTerms(hub, buffer),
      timer,
      armFlush,
    };
  },
  routes: (app, _hub, { report, stats, goals, sites }) => {
    dashboardRoutes(app, stats);
    goalRoutes(app, goals, async (orgId, siteId) => (await sites(orgId)).some((s) => s.id === siteId));
    reportRoutes(app, report);
  },
  events: {
    'superhub.event-received': (e, _hub, { ingest }) => ingest(e),
    'pricing.payment-recorded': (p, hub, { buffer }) => onPaymentRecorded(hub, buffer)(p),
  },
  services: (_hub, { report, stats, searchTerms, goals }): AnalyticsService => ({
    report,
    dashboardStats: stats,
    searchTerms,
    goals: {
      monitoring: async (orgId) => toMonitoring(await goals.organisation(orgId)),
      setMonitoring: async (orgId, config) => {
        const saved = await goals.setOrganisation(
          orgId,
          fromMonitoring(config, await goals.organisation(orgId)),
        );
        return toMonitoring(saved);
      },
    },
  }),
  seed: { demo: (hub, demo) => seedDemoAnalytics(hub, demo) },
  onStart: (_hub, { buffer, timer, armFlush }) => {
    timer.started = true;
    if (buffer.pending()) armFlush();
  },
  onStop: async (_hub, { buffer, timer }) => {
    timer.started = false;
    clearTimeout(timer.current);
    timer.current = undefined;
    await buffer.flush();
  },
});

export type { AnalyticsService } from '../shared/services.ts';
export { analyticsService } from '../shared/services.ts';
