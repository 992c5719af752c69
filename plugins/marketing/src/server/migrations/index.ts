import type { Migration } from 'kysely';
import * as marketing from './2026-11-25T00-marketing.ts';
import * as attempts from './2026-11-25T01-recipient-attempts.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-25T00-marketing': marketing,
  '2026-11-25T01-recipient-attempts': attempts,
};
