import { z } from 'zod';

/** Activity types the CRM writes; other plugins record their own (spec 001 §3 lists the dashboard's). */
export const ACTIVITY_TYPES = [
  'contact_added',
  'contact_updated',
  'contact_deleted',
  'contacts_merged',
  'import_completed',
  'import_undone',
  'data_collected',
  'content_generated',
  'content_created',
  'payment_received',
  'users_integrated',
  'email_received',
  'email_sent',
  'other',
] as const;

/** Recent activities shown on the dashboard and the CRM tab (spec 001 §9). */
export const RECENT_ACTIVITY_ITEMS = 10;

/**
 * The values of an activity's message, language-neutral: names, titles, counts; times as ISO strings
 * under `at` or a key ending in `At`. `variant` picks a variant of the type's message (i18next
 * context: `phone_call_incoming`); `count` picks its plural form.
 */
export type ActivityParams = Record<string, string | number | null>;

/**
 * A plugin's English activity messages, one per type (i18next format: `{{name}}`,
 * `{{count, number}}`, `{{at, datetime(dateStyle: medium; timeStyle: short)}}`, `_one`/`_other`,
 * `_<variant>`). The plugin's web messages carry them under `activity` and translate them; the server
 * renders the English one into the API's `description`.
 */
export type ActivityMessages = Record<string, string>;

export interface Activity {
  id: string;
  type: string;
  /** The line in English (for API consumers); the web renders `type` + `params` in the user's language. */
  description: string;
  /** The message's values; null for activities recorded before they had them (show `description`). */
  params: ActivityParams | null;
  contactId: string | null;
  createdAt: string;
}

export const activityListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(RECENT_ACTIVITY_ITEMS),
    contactId: z.string().min(1).max(64).optional(),
    cursor: z.string().max(500).optional(),
  })
  .strict();

export const activityParamsSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/),
    z.union([z.string().max(1000), z.number().finite(), z.null()]),
  )
  .refine((p) => Object.keys(p).length <= 20, 'At most 20 values');

export const activityInputSchema = z.object({
  type: z.string().trim().min(1).max(50),
  /** Optional with `params` and `messages` (it is then the English message). */
  description: z.string().trim().min(1).max(1000).optional(),
  params: activityParamsSchema.optional(),
  contactId: z.string().min(1).max(64).nullable().optional(),
});
export type ActivityInput = z.input<typeof activityInputSchema> & {
  /** The recording plugin's English messages: with `params`, the description is rendered from them. */
  messages?: ActivityMessages;
};
