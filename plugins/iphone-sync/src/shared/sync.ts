import { z } from 'zod';
import { SYNC_MAX_ITEMS, SYNC_TYPES, type SyncType } from './constants.ts';

const text = (max: number) => z.string().trim().max(max);
const phone = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .max(50)
  .regex(/^[+()\d\s.\-/#*pw,;x]+$/i, 'Enter a phone number');
const date = z.iso.datetime({ offset: true, message: 'Use an ISO 8601 date and time' });

/** Contact sample (spec 001 §3): firstName, lastName, phone, email, company, optional address. */
export const syncContactSchema = z
  .object({
    firstName: text(100).default(''),
    lastName: text(100).default(''),
    phone: z.union([phone, z.literal('')]).default(''),
    email: z.union([z.email('Enter a valid email address').max(254), z.literal('')]).default(''),
    company: text(200).default(''),
    address: z
      .object({
        street: text(200).default(''),
        city: text(100).default(''),
        state: text(100).default(''),
        zip: text(20).default(''),
      })
      .optional(),
  })
  .refine((c) => !!(c.firstName || c.lastName || c.email || c.phone), {
    message: 'Give a name, a phone number or an email',
    path: ['firstName'],
  });

/** Call sample: phoneNumber, type (outgoing or incoming), duration in seconds, date. */
export const syncCallSchema = z.object({
  phoneNumber: phone,
  type: z.enum(['outgoing', 'incoming']),
  duration: z.number().int('Duration is in whole seconds').min(0).max(86_400),
  date,
});

/** Message sample: phoneNumber, type (sent or received), text, date. */
export const syncMessageSchema = z.object({
  phoneNumber: phone,
  type: z.enum(['sent', 'received']),
  text: z.string().max(10_000),
  date,
});

export type SyncContact = z.output<typeof syncContactSchema>;
export type SyncCall = z.output<typeof syncCallSchema>;
export type SyncMessage = z.output<typeof syncMessageSchema>;

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, 'Send at least one record')
    .max(SYNC_MAX_ITEMS, `A sync carries at most ${SYNC_MAX_ITEMS} records`);

const authToken = z.string().trim().min(1, 'An auth token is required').max(200);

/** Sync payload (spec 001 §3): type, authToken, data list, each record validated by its type. */
export const syncPayloadSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('contacts'), authToken, data: list(syncContactSchema) }),
    z.object({ type: z.literal('calls'), authToken, data: list(syncCallSchema) }),
    z.object({ type: z.literal('messages'), authToken, data: list(syncMessageSchema) }),
  ],
  { error: `Sync type must be one of ${SYNC_TYPES.join(', ')}` },
);
export type SyncPayload = z.output<typeof syncPayloadSchema>;
export type SyncPayloadInput = z.input<typeof syncPayloadSchema>;

/** What the sync job counted (the record's `result`, the job's counts). */
export interface SyncResult {
  created: number;
  updated: number;
  unchanged: number;
  activities: number;
  /** Calls or messages already stored by an earlier sync. */
  duplicates: number;
  /** Records the CRM refused (a plan's contact limit…). */
  failed: number;
}

/** Sync record (spec 001 §3), as GET /api/iphone/sync-records lists it. */
export interface SyncRecord {
  id: string;
  sync_type: SyncType;
  created_at: string;
  processed: boolean;
  /** Records the sync carried. */
  item_count: number;
  device: string | null;
  job_id: string | null;
  result: SyncResult | null;
  error: string | null;
}

/** POST /api/iphone/sync answers 202 with the record and the job that processes it. */
export interface SyncAccepted {
  record: SyncRecord;
  jobId: string;
}
