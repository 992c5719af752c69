import type { Migration } from 'kysely';
import * as scheduler from './2026-11-24T00-scheduler.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-24T00-scheduler': scheduler,
};
