import type { Migration } from 'kysely';
import * as analytics from './2026-11-24T00-analytics.ts';
import * as blocksFunnels from './2026-11-25T00-blocks-funnels.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-24T00-analytics': analytics,
  '2026-11-25T00-blocks-funnels': blocksFunnels,
};
