// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { AnalyticsReport, DashboardStats, Period } from './analytics.ts';
import type { MonitoringAnalytics } from './goals.ts';

/** What analytics offers plugins that depend on it (`hub.use(analyticsService)`). */
export interface AnalyticsService {
  report(orgId: string, period: Period, site?: string): Promise<AnalyticsReport>;
  dashboardStats(orgId: string): Promise<DashboardStats>;
  /** Search terms of visits from search engines (referrer query or utm_term), most visits first. */
  searchTerms(orgId: string, days?: number, limit?: number): Promise<SearchTerm[]>;
  /**
   * The organisation's goals definition as the monitoring config's `analytics_configuration`
   * (spec 002 §3): deployment's `/api/monitoring-config` reads and writes it here, so the monitoring
   * config and the analytics goals are one definition.
   */
  goals: {
    monitoring(orgId: string): Promise<MonitoringAnalytics>;
    setMonitoring(orgId: string, config: MonitoringAnalytics): Promise<MonitoringAnalytics>;
  };
}

export interface SearchTerm {
  term: string;
  visits: number;
}

export const analyticsService = serviceRef<AnalyticsService>('analytics');
