import type { Migration } from 'kysely';
import * as content from './2026-11-25T00-content.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-25T00-content': content,
};
