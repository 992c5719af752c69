import { z } from 'zod';

/**
 * The LLM adapter is off unless CONTENT_LLM_BASE_URL is set: nothing is sent anywhere by default and
 * the built-in generator writes every item.
 */
export const contentConfig = z.object({
  /** An OpenAI-compatible API root, e.g. http://127.0.0.1:11434/v1 (Ollama) or https://api.openai.com/v1. */
  CONTENT_LLM_BASE_URL: z.url().optional(),
  CONTENT_LLM_MODEL: z.string().min(1).default('llama3.1'),
  /** Sent as a Bearer token when set (Ollama needs none). */
  CONTENT_LLM_API_KEY: z.string().min(1).optional(),
  CONTENT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
});

export type ContentConfig = z.infer<typeof contentConfig>;
