import { paymentAmountSchema } from '@ecohub/plugin-ecosystem/shared';
import { z } from 'zod';
import { FEATURE_FLAGS, MAX_BATCH } from './constants.ts';

const name = z.string().trim().min(1).max(200);

/** One event as a sibling app sends it: the app by id, the event name, its status, tag and data. */
export const eventSchema = z
  .object({
    app: z.string().trim().min(1, 'Name the sending application').max(100),
    event: name,
    status: z.string().trim().min(1).max(50).default('ok'),
    tag: z.string().trim().max(100).default(''),
    /** The end user the event is about (an email or the app's user id), for the analytics. */
    user: z.string().trim().max(320).optional(),
    data: z.record(z.string(), z.unknown()).default({}),
    /** When it happened in the app (ISO-8601); the hub's receipt time otherwise. */
    timestamp: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type IncomingEvent = z.input<typeof eventSchema>;
export type ParsedEvent = z.output<typeof eventSchema>;

/** The event that records a sibling app's revenue (ecosystem analytics). */
export const PAYMENT_EVENT = 'payment.succeeded';

/** `payment.succeeded`'s data: the amount in minor units, an ISO currency, the app's payment id. */
export const paymentDataSchema = paymentAmountSchema.extend({
  paymentId: z.string().trim().min(1).max(200).optional(),
});

/**
 * A signed server event: a payment must carry a valid amount (400 with the field issues under
 * `data`), since only server events count as revenue.
 */
export const serverEventSchema = eventSchema.superRefine((e, ctx) => {
  if (e.event !== PAYMENT_EVENT) return;
  const r = paymentDataSchema.safeParse(e.data);
  if (!r.success)
    for (const issue of r.error.issues)
      ctx.addIssue({ code: 'custom', path: ['data', ...issue.path], message: issue.message });
});

/** A browser event of the tracker's batch: carries its own id for idempotency. */
export const browserEventSchema = eventSchema.extend({
  id: z.string().trim().min(1).max(100),
});

/** The tracker's batch form (publishable key in the `key` query parameter). */
export const batchSchema = z.object({ events: z.array(browserEventSchema).min(1).max(MAX_BATCH) }).strict();

export const keyQuery = z.object({ key: z.string().trim().min(1).max(200).optional() });

export const logsQuery = z
  .object({
    app: z.string().trim().min(1).max(100).optional(),
    event: z.string().trim().min(1).max(200).optional(),
    status: z.string().trim().min(1).max(50).optional(),
    tag: z.string().trim().min(1).max(100).optional(),
    since: z.iso.datetime({ offset: true }).optional(),
    until: z.iso.datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().trim().min(1).max(300).optional(),
  })
  .strict();
export type LogsQuery = z.output<typeof logsQuery>;

export const flagsSchema = z
  .object({
    /** The organisation whose flags change; the super admin's current one when absent. */
    orgId: z.string().trim().min(1).max(100).optional(),
    flags: z
      .partialRecord(z.enum(FEATURE_FLAGS), z.boolean())
      .refine((f) => Object.keys(f).length > 0, 'Name at least one flag'),
  })
  .strict();
