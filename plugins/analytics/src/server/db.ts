/** One rollup row: a day of one site (or '' for organisation-wide figures) in one dimension. */
export interface AnalyticsDailyTable {
  orgId: string;
  /** The ecosystem app the events came from; '' for figures without a site (recorded payments). */
  siteId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** site | page | source | utm | event | user | payment (see rollups/dimensions.ts). */
  dimension: string;
  /** The page path, source name, campaign or event name; '' for the site-wide rows. */
  key: string;
  /** Events counted (page views, visits, conversions, payments). */
  hits: number;
  /** Minor units. */
  revenue: number;
  /** A HyperLogLog of visitor ids (base64), on the rows that count unique visitors. */
  sketch: string | null;
}

/** The same row as analytics_daily for an aligned block of days (rollups/blocks.ts). */
export interface AnalyticsBlocksTable {
  orgId: string;
  dimension: string;
  /** Days in the block: 2, 4, …, 256. */
  span: number;
  /** The block's first day, YYYY-MM-DD (a multiple of `span` days since 1970-01-01). */
  start: string;
  siteId: string;
  key: string;
  hits: number;
  revenue: number;
  sketch: string | null;
}

/** How far a visitor (cookieless id of one day) went through the site's funnel, in order. */
export interface AnalyticsFunnelProgressTable {
  orgId: string;
  siteId: string;
  day: string;
  visitor: string;
  /** The steps reached, in order, joined by FUNNEL_JOIN. */
  reached: string;
}

/**
 * The goals definition: the organisation's (siteId '') — conversion events, named funnels,
 * revenue metrics, shared with deployment's monitoring config — and a site's own overrides.
 */
export interface AnalyticsGoalsTable {
  orgId: string;
  siteId: string;
  /** JSON array of event names that count as conversions. */
  conversionEvents: string;
  /** JSON array of the funnel's ordered steps ('page' is any page view). */
  funnelSteps: string;
  /** JSON [{name, steps}] on the organisation's row; null on a site's. */
  funnels: string | null;
  /** JSON array of revenue metric names on the organisation's row. */
  revenueMetrics: string | null;
  updatedAt: string;
}

/** Day salts for cookieless visitor ids: deleted once their day is over, never joined to the data. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

export interface AnalyticsTables {
  analyticsDaily: AnalyticsDailyTable;
  analyticsBlocks: AnalyticsBlocksTable;
  analyticsFunnelProgress: AnalyticsFunnelProgressTable;
  analyticsGoals: AnalyticsGoalsTable;
  analyticsSalts: AnalyticsSaltsTable;
}
