import { z } from 'zod';
import { emailConfigShape } from './email/config.ts';

/**
 * The CRM's settings (environment variables, empty = unset), one group per feature. Unset,
 * everything runs offline: the ZIP/city geocoder and the local suggestion engine.
 */
export const crmConfig = z.object({
  ...emailConfigShape,
  /**
   * A Nominatim-compatible geocoder (`GET <url>?q=…&format=json&limit=1`) for addresses the
   * offline ZIP and city data cannot place; called through core's outbound client.
   */
  CRM_GEOCODER_URL: z.url().optional(),
  /** An OpenAI-compatible API (`<url>/chat/completions`, e.g. Ollama's http://127.0.0.1:11434/v1) for suggestions. */
  CRM_AI_BASE_URL: z.url().optional(),
  CRM_AI_API_KEY: z.string().optional(),
  CRM_AI_MODEL: z.string().default('llama3.2'),
});
export type CrmConfig = z.infer<typeof crmConfig>;
