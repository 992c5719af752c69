import { z } from 'zod';

/**
 * Read from the environment at start (empty = unset) and validated like core's configuration;
 * a bad value stops the hub with "Invalid configuration of plugin 'custom-notes': …".
 */
export const notesConfig = z.object({
  /** Notes one organisation may keep; a POST beyond it answers 409. */
  CUSTOM_NOTES_MAX_PER_ORG: z.coerce.number().int().min(1).max(100_000).default(1000),
});

export type NotesConfig = z.infer<typeof notesConfig>;
