import { z } from 'zod';

const eventName = z.string().trim().min(1, 'Event name is required').max(200);

/** Conversion goals and the funnel of a site: one definition, used by the reports. */
export const goalsInputSchema = z.object({
  conversionEvents: z.array(eventName).min(1, 'At least one conversion event').max(20),
  funnelSteps: z.array(eventName).min(2, 'A funnel has at least two steps').max(8),
});
export type Goals = z.output<typeof goalsInputSchema>;
export const siteParamSchema = z.object({ siteId: z.string().min(1).max(64) });

/** Until a site defines its own: page views, a sign-up, a signed payment. */
export const DEFAULT_GOALS: Goals = {
  conversionEvents: ['signup', 'payment.succeeded'],
  funnelSteps: ['page', 'signup', 'payment.succeeded'],
};
