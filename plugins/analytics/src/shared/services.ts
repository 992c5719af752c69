// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { AnalyticsReport, DashboardStats, Period } from './analytics.ts';

/** What analytics offers plugins that depend on it (`hub.use(analyticsService)`). */
export interface AnalyticsService {
  report(orgId: string, period: Period, site?: string): Promise<AnalyticsReport>;
  dashboardStats(orgId: string): Promise<DashboardStats>;
  /** Search terms of visits from search engines (referrer query or utm_term), most visits first. */
  searchTerms(orgId: string, days?: number, limit?: number): Promise<SearchTerm[]>;
}

export interface SearchTerm {
  term: string;
  visits: number;
}

export const analyticsService = serviceRef<AnalyticsService>('analytics');
