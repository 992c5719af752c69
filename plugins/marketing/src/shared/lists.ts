import { z } from 'zod';

const CONTACT_STATUSES = ['lead', 'qualified', 'customer', 'lost'] as const;

/** Which CRM contacts a list takes (spec 001 §3 contact: source, status, tags). */
export const audienceFilterSchema = z
  .object({
    source: z.string().trim().min(1).max(100).optional(),
    status: z.enum(CONTACT_STATUSES).optional(),
    tag: z.string().trim().min(1).max(50).optional(),
  })
  .strict();

export const listInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
    /** Omitted: an empty list filled by import. */
    filter: audienceFilterSchema.optional(),
  })
  .strict();
export type ListInput = z.input<typeof listInputSchema>;

/** CSV or one address a line: `email[,first name]`; a header line is skipped. */
export const listImportSchema = z
  .object({ csv: z.string().min(1, 'Paste at least one address').max(5_000_000) })
  .strict();

export interface SubscriberList {
  id: string;
  name: string;
  filter: z.output<typeof audienceFilterSchema> | null;
  subscribers: number;
  unsubscribed: number;
  createdAt: string;
}

export const CONSENT = ['subscribed', 'unsubscribed'] as const;
export type Consent = (typeof CONSENT)[number];

export interface Subscriber {
  email: string;
  firstName: string;
  contactId: string | null;
  consent: Consent;
  /** On the organisation's suppression list: never sent to. */
  suppressed: boolean;
}

export const SUPPRESSION_REASONS = ['unsubscribe', 'bounce', 'complaint'] as const;
export const suppressionInputSchema = z
  .object({
    email: z.email('Enter a valid email address').max(254),
    reason: z.enum(SUPPRESSION_REASONS).default('complaint'),
  })
  .strict();
