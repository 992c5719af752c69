import { z } from 'zod';

/** The marketing plugin's settings (environment variables; empty = unset). */
export const marketingConfig = z.object({
  /** Messages handed to the mailer per second at most, per campaign send. */
  MARKETING_SEND_RATE: z.coerce.number().min(0.1).max(10_000).default(50),
  /** Messages in flight at once during a send (SMTP connections, with `?pool=true` in SMTP_URL). */
  MARKETING_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
  /**
   * A message whose hand-off was interrupted (the hub died after claiming it, before recording the
   * SMTP answer) is in doubt: the peer may or may not have accepted it. `resend`: send it again with
   * the same Message-ID (at least once; a mailbox that deduplicates by Message-ID shows it once).
   * `skip`: record it as `unknown` and never resend (at most once; it may be lost).
   */
  MARKETING_IN_DOUBT: z.enum(['resend', 'skip']).default('resend'),
  /** Signs unsubscribe, open and click links; unset: a random key kept in the database. */
  MARKETING_LINK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** An open this soon after delivery is a prefetch (Apple Mail Privacy Protection, scanners). */
  MARKETING_MACHINE_OPEN_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Currency of the revenue tile (ISO 4217). */
  MARKETING_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
    .default('USD'),
  /**
   * Tracked events (SuperHub ingestion, the SDK tracker) that are conversions, comma-separated. The
   * event's user (an email) converts; a signed server event's `data.amount` (minor units) is the revenue.
   */
  MARKETING_CONVERSION_EVENTS: z
    .string()
    .default('payment.succeeded')
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  /** Days after a human open or click in which a pipeline move to customer counts as a conversion. */
  MARKETING_ATTRIBUTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type MarketingConfig = z.infer<typeof marketingConfig>;
