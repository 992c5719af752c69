import { z } from 'zod';

/**
 * How contacts enter a drip: everyone on a list, or each new contact / booking / tracked analytics
 * event (SuperHub ingestion, the SDK's tracker) as it happens.
 */
export const DRIP_ENTRIES = ['list', 'contact-created', 'booking-created', 'event'] as const;
export const DRIP_GOALS = ['qualified', 'customer'] as const;

export const dripStepSchema = z
  .object({
    delayHours: z
      .number()
      .int()
      .min(0, 'Delay cannot be negative')
      .max(24 * 365),
    subject: z.string().trim().min(1, 'Subject is required').max(300),
    mjml: z
      .string()
      .trim()
      .min(1, 'Template is required')
      .max(200_000)
      .refine((v) => v.startsWith('<mjml'), 'The template must be an MJML document (<mjml>…</mjml>)'),
  })
  .strict();

export const dripInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    entry: z.enum(DRIP_ENTRIES),
    /** Required when entry is 'list'. */
    listId: z.string().min(1).max(64).optional(),
    /** contact-created: only contacts from this source. */
    source: z.string().trim().min(1).max(100).optional(),
    /** entry 'event': the tracked event's name (e.g. signup); its user (an email) enters. */
    event: z.string().trim().min(1).max(100).optional(),
    /** Reaching this pipeline status ends the sequence. */
    goalStatus: z.enum(DRIP_GOALS).optional(),
    steps: z.array(dripStepSchema).min(1, 'Add at least one step').max(50),
  })
  .strict()
  .refine((d) => d.entry !== 'list' || !!d.listId, { message: 'Choose a subscriber list', path: ['listId'] })
  .refine((d) => d.entry !== 'event' || !!d.event, { message: 'Name the tracked event', path: ['event'] });
export type DripInput = z.input<typeof dripInputSchema>;

export interface DripEnrollment {
  email: string;
  /** Steps sent so far. */
  step: number;
  steps: number;
  nextAt: string | null;
  status: 'active' | 'completed' | 'exited';
  exitReason: string | null;
}
