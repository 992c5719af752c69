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

/** Conversion goals and the funnel of one site: one definition per site. */
export interface AnalyticsGoalsTable {
  orgId: string;
  siteId: string;
  /** JSON array of event names that count as conversions. */
  conversionEvents: string;
  /** JSON array of the funnel's ordered steps ('page' is any page view). */
  funnelSteps: string;
  updatedAt: string;
}

/** Day salts for cookieless visitor ids: deleted once their day is over, never joined to the data. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

export interface AnalyticsTables {
  analyticsDaily: AnalyticsDailyTable;
  analyticsGoals: AnalyticsGoalsTable;
  analyticsSalts: AnalyticsSaltsTable;
}
