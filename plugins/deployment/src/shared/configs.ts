import { z } from 'zod';

/** The webhook configuration of one application (spec 002 §3 "Webhook configs"). */
const appId = z.string().trim().min(1, 'App id is required').max(64, 'App id is at most 64 characters');
const eventName = z
  .string()
  .trim()
  .min(1, 'Event is required')
  .max(120, 'Event is at most 120 characters')
  .regex(/^(\*|[A-Za-z0-9_.:-]+)$/, 'Event may hold letters, digits and . _ : - (or be *)');
const path = z
  .string()
  .trim()
  .max(300, 'Path is at most 300 characters')
  .regex(/^\/[A-Za-z0-9/_.~-]*$/, 'Path must start with / and hold no query');

export const listenerSchema = z.object({ event: eventName, path });
export const triggerSchema = z.object({
  /** The ingested event name that fires the trigger ('*' for every event of the app). */
  action: eventName,
  forward_to: z.array(appId).min(1, 'Forward to at least one application').max(50, 'At most 50 targets'),
});

export const webhookConfigInputSchema = z.object({
  listeners: z.array(listenerSchema).max(50, 'At most 50 listeners'),
  triggers: z.array(triggerSchema).max(50, 'At most 50 triggers'),
});
export const appIdParamSchema = z.object({ appId });

export type Listener = z.output<typeof listenerSchema>;
export type Trigger = z.output<typeof triggerSchema>;
export type WebhookConfigInput = z.output<typeof webhookConfigInputSchema>;

export interface WebhookConfig {
  app: string;
  app_id: string;
  listeners: Listener[];
  triggers: Trigger[];
  /** Bumped by every edit; `deployed_version` is the one the app acknowledged. */
  version: number;
  deployed_version: number | null;
  updated_at: string | null;
}

/** The endpoint every app receives forwarded events on (the SDK's webhook handler). */
export const DEFAULT_WEBHOOK_PATH = '/ecohub/webhooks';
