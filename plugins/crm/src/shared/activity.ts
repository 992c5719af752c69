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
  'other',
] as const;

/** Recent activities shown on the dashboard and the CRM tab (spec 001 §9). */
export const RECENT_ACTIVITY_ITEMS = 10;

export interface Activity {
  id: string;
  type: string;
  description: string;
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

export const activityInputSchema = z.object({
  type: z.string().trim().min(1).max(50),
  description: z.string().trim().min(1).max(1000),
  contactId: z.string().min(1).max(64).nullable().optional(),
});
export type ActivityInput = z.input<typeof activityInputSchema>;
