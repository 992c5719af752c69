import { z } from 'zod';

export const DELIVERY_STATUSES = ['pending', 'delivering', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const iso = z.iso.datetime({ offset: true, message: 'Use an ISO-8601 date and time' });

/** A filter over deliveries: the list, and the replay of many (its count is shown first). */
export const deliveryFilterSchema = z
  .object({
    app: z.string().trim().min(1).max(64).optional(),
    eventType: z.string().trim().min(1).max(120).optional(),
    status: z.enum(DELIVERY_STATUSES).optional(),
    from: iso.optional(),
    to: iso.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'from must not be after to', path: ['to'] });

export const replaySchema = z.object({
  filter: deliveryFilterSchema,
  /** false: only count what would be replayed. */
  confirm: z.boolean().default(false),
});

export const deliveryIdSchema = z.object({ id: z.string().uuid('Unknown delivery') });

export const endpointPatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    ordered: z.boolean().optional(),
    maxInFlight: z.number().int().min(1, 'At least 1').max(100, 'At most 100').optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' });

export type DeliveryFilter = z.output<typeof deliveryFilterSchema>;
export type EndpointPatch = z.output<typeof endpointPatchSchema>;

export interface Delivery {
  id: string;
  webhookId: string;
  sourceAppId: string;
  targetAppId: string;
  eventType: string;
  eventId: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

export interface DeliveryAttempt {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  /** The first 500 characters of the answer, stored as our own copy (never rendered as HTML). */
  responseExcerpt: string;
  at: string;
}

export interface Endpoint {
  appId: string;
  enabled: boolean;
  disabledReason: string | null;
  failingSince: string | null;
  ordered: boolean;
  maxInFlight: number;
}
