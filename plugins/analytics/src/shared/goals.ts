import { z } from 'zod';

const eventName = z.string().trim().min(1, 'Event name is required').max(200);

/** A site's own conversion goals and funnel, overriding its organisation's definition. */
export const goalsInputSchema = z.object({
  conversionEvents: z.array(eventName).min(1, 'At least one conversion event').max(20),
  funnelSteps: z.array(eventName).min(2, 'A funnel has at least two steps').max(8),
});
/** The goals one site is reported with (its own, or its organisation's; no funnel is `[]`). */
export type Goals = z.output<typeof goalsInputSchema>;
export const siteParamSchema = z.object({ siteId: z.string().min(1).max(64) });

const name = z.string().trim().min(1, 'Name is required').max(120);

/** A named funnel: ordered steps ('page' is any page view). */
export const funnelSchema = z.object({
  name,
  steps: z.array(eventName).min(2, 'A funnel has at least two steps').max(8),
});

/**
 * The organisation's goals definition — one definition, read and written both here
 * (`/api/analytics/goals`) and as the `analytics_configuration` of deployment's monitoring config
 * (spec 002 §3, through analyticsService.goals): conversion events = `track_events`, funnels (their
 * names = `conversion_tracking.funnels`), revenue metrics = `revenue_analytics.track_metrics`.
 * Sites use its conversion events and its first funnel unless they define their own.
 */
export const orgGoalsSchema = z.object({
  conversionEvents: z.array(eventName).max(50),
  funnels: z.array(funnelSchema).max(50),
  revenueMetrics: z.array(name).max(50),
});
export type OrgGoals = z.output<typeof orgGoalsSchema>;

export const DEFAULT_ORG_GOALS: OrgGoals = {
  conversionEvents: ['signup', 'payment.succeeded'],
  funnels: [
    { name: 'signup_to_payment', steps: ['page', 'signup', 'payment.succeeded'] },
    { name: 'trial_to_paid', steps: ['trial.started', 'payment.succeeded'] },
  ],
  revenueMetrics: ['mrr', 'ltv', 'churn_rate'],
};

/** Until a site defines its own: the default definition's conversion events and first funnel. */
export const DEFAULT_GOALS: Goals = {
  conversionEvents: DEFAULT_ORG_GOALS.conversionEvents,
  funnelSteps: DEFAULT_ORG_GOALS.funnels[0]?.steps ?? [],
};

export const siteGoalsOf = (org: OrgGoals): Goals => ({
  conversionEvents: org.conversionEvents,
  funnelSteps: org.funnels[0]?.steps ?? [],
});

/** The monitoring config's `analytics_configuration` (spec 002 §3). */
export interface MonitoringAnalytics {
  user_journey_tracking: { track_events: string[] };
  conversion_tracking: { funnels: string[] };
  revenue_analytics: { track_metrics: string[] };
}

export const toMonitoring = (g: OrgGoals): MonitoringAnalytics => ({
  user_journey_tracking: { track_events: g.conversionEvents },
  conversion_tracking: { funnels: g.funnels.map((f) => f.name) },
  revenue_analytics: { track_metrics: g.revenueMetrics },
});

/**
 * The definition after the monitoring config was saved: a funnel named as before keeps its steps;
 * a new name `a_to_b` is the funnel a → b (any other name: a page view → the event of that name).
 */
export function fromMonitoring(m: MonitoringAnalytics, current: OrgGoals): OrgGoals {
  const known = new Map(current.funnels.map((f) => [f.name, f.steps]));
  return orgGoalsSchema.parse({
    conversionEvents: m.user_journey_tracking.track_events,
    funnels: m.conversion_tracking.funnels.map((n) => {
      const [from, to] = n.split('_to_');
      return { name: n, steps: known.get(n) ?? (from && to ? [from, to] : ['page', n]) };
    }),
    revenueMetrics: m.revenue_analytics.track_metrics,
  });
}
