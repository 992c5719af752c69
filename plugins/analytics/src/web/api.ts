import type { AnalyticsReport, DashboardStats, Period } from '../shared/analytics.ts';

export const STATS_KEY = ['/api/dashboard/stats'] as const;
export const reportKey = (period: Period, site?: string | null) =>
  [`/api/analytics?period=${period}${site ? `&site=${encodeURIComponent(site)}` : ''}`] as const;
/** The CRM's activity list (the same key as the CRM tab's, so both refresh together). */
export const ACTIVITIES_KEY = ['/api/activities'] as const;
export const RECENT_ACTIVITY_ITEMS = 10;

export interface ActivityItem {
  id: string;
  type: string;
  /** The English line; `params` (null on old rows) are the values of the type's message. */
  description: string;
  params: Record<string, string | number | null> | null;
  createdAt: string;
}
export type { AnalyticsReport, DashboardStats, Period };
