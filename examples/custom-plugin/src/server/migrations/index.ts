import type { Migration } from 'kysely';
import * as customNotes from './2026-11-23T00-custom-notes.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-23T00-custom-notes': customNotes,
};
