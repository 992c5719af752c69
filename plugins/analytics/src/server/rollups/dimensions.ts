/**
 * The dimensions of `analytics_daily`. Rows of the sketched dimensions carry a HyperLogLog of the
 * visitors (or, for `user`, of the signed-in users) of that day.
 */
export const DIM = {
  /** Per site and day: page views (hits), revenue, visitors (sketch). key ''. */
  site: 'site',
  /** Page views per path. */
  page: 'page',
  /** Visits (page views arriving from outside the site) per traffic source. */
  source: 'source',
  /** Visits per utm_campaign. */
  utm: 'utm',
  /** Custom events per name (goals and funnel steps): count, revenue, visitors (sketch). */
  event: 'event',
  /** Signed-in users seen in signed server events (sketch). key ''. */
  user: 'user',
  /** Visits from a search engine per search term (the referrer's query, or utm_term). */
  search: 'search',
  /**
   * Visitor-days that reached a funnel's steps in order; key: the steps reached, joined by
   * FUNNEL_JOIN (rollups/funnel.ts), so funnels sharing first steps share rows.
   */
  funnel: 'funnel',
  /** Payments recorded by the billing plugin: siteId '', count, revenue. */
  payment: 'payment',
} as const;

export type Dimension = (typeof DIM)[keyof typeof DIM];

/** Dimensions whose rows carry a sketch. */
export const SKETCHED: ReadonlySet<string> = new Set([DIM.site, DIM.event, DIM.user]);
