import type { Migration } from 'kysely';
import * as events from './2026-11-23T20-events.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-23T20-events': events,
};
