import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .default('true')
  .transform((v) => v === 'true' || v === '1');

/** Environment variables of the scheduler (README: Configuration). */
export const schedulerConfig = z.object({
  /**
   * A meeting URL for each booking: any template, `{id}` (the booking id) and `{uid}` (a random
   * room name) are filled in, e.g. `https://meet.jit.si/ecohub-{uid}`. Unset: no video link.
   */
  SCHEDULER_VIDEO_URL_TEMPLATE: z.string().url().optional(),
  /** The support mailto of the /scheduler page. */
  SCHEDULER_SUPPORT_EMAIL: z.email().default('support@ecohub.local'),
  /** A booking moves a contact from lead to qualified. */
  SCHEDULER_QUALIFY_LEADS: bool,
  /** A self-hosted Cal.com origin: the page embeds it instead of the built-in booking. */
  CALCOM_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** The event type's path on that origin, e.g. `team/strategy-call`. */
  CALCOM_LINK: z
    .string()
    .regex(/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, 'A path such as team/strategy-call')
    .default('strategy-call'),
  /** Secret of the webhook (X-Cal-Signature-256); unset: the receiver answers 404. */
  CALCOM_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** API key for the nightly reconcile (GET /v2/bookings); unset: no reconcile. */
  CALCOM_API_KEY: z.string().min(8).optional(),
});

export type SchedulerConfig = z.infer<typeof schedulerConfig>;
