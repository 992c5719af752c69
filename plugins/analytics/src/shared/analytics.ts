import { z } from 'zod';
import type { TrafficSource } from './sources.ts';

/** The periods of the analytics tab; 30 days is the default. */
export const PERIODS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type Period = keyof typeof PERIODS;

export const analyticsQuerySchema = z.object({
  period: z.enum(['7d', '30d', '90d', '1y']).default('30d'),
  /** The site whose funnel is reported (the funnel's site selector); the first site when left out. */
  site: z.string().min(1).max(64).optional(),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** A figure of the period and the same figure of the period before. */
export interface Figure {
  value: number;
  previous: number;
  /** Percent change, null when the previous period had nothing. */
  growth: number | null;
  /** Counted from visitor sketches (HyperLogLog, ±2.3 % standard error) rather than exactly. */
  approximate: boolean;
}

export interface SiteCard {
  id: string;
  name: string;
  url: string;
  visitors: Figure;
  /** Conversion events of the period. */
  conversions: number;
  /** Visitors who reached a conversion goal, per 100 visitors (from sketches). */
  conversionRate: number;
  /** Major units. */
  revenue: number;
  topPages: { path: string; views: number }[];
}

export interface SourceRow {
  source: TrafficSource;
  visits: number;
  previous: number;
  growth: number | null;
  /** Percent of all visits of the period. */
  share: number;
}

export interface FunnelStep {
  step: string;
  /**
   * Visitors (cookieless ids are per day, so visitor-days) who reached this step after every step
   * before it, in order, the same day; exact.
   */
  visitors: number;
  /** Percent of the first step. */
  rate: number;
}

export interface Funnel {
  siteId: string;
  steps: FunnelStep[];
  /** Exact counts of the ordered steps (rollups/funnel.ts). */
  approximate: false;
}

export interface Insights {
  strongest: {
    siteId: string;
    name: string;
    conversionRate: number;
    visitors: number;
    revenue: number;
  } | null;
  dropOff: { siteId: string; name: string; from: string; to: string; dropRate: number; lost: number } | null;
  trending: { source: TrafficSource; growth: number; visits: number; previous: number } | null;
}

export interface AnalyticsReport {
  period: Period;
  from: string;
  to: string;
  currency: string;
  summary: { visitors: Figure; revenue: Figure; conversion: Figure; activeUsers: Figure };
  sites: SiteCard[];
  sources: SourceRow[];
  funnel: Funnel | null;
  insights: Insights;
}

export interface DashboardStats {
  /** Last 30 days; `previous` holds the 30 days before ('vs last month'). */
  totalRevenue: number;
  subscribers: number | null;
  traffic: number;
  automationScore: number;
  previous: { totalRevenue: number; subscribers: number | null; traffic: number; automationScore: number };
  currency: string;
  /** Why a figure is not computed yet (a plugin it comes from is not installed). */
  notes: { subscribers?: string; automationScore?: string };
}
