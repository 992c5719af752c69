import { z } from 'zod';

/** Read from the environment at start (empty = unset); a bad value stops the hub naming the plugin. */
export const analyticsConfig = z.object({
  /** How long arriving events wait in memory before their rollups are written (reads flush first). */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** The currency the revenue figures are reported in (ISO 4217). */
  ANALYTICS_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
});

export type AnalyticsConfig = z.infer<typeof analyticsConfig>;
