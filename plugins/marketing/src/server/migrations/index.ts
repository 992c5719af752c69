import type { Migration } from 'kysely';
import * as marketing from './2026-11-25T00-marketing.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-25T00-marketing': marketing,
};
