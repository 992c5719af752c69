import type { Migration } from 'kysely';
import * as analytics from './2026-11-24T00-analytics.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-24T00-analytics': analytics,
};
