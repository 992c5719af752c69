import type { Migration } from 'kysely';
import * as events from './2026-11-23T20-events.ts';
import * as eventsOrgIndex from './2026-11-23T21-events-org-index.ts';
import * as eventsPartitions from './2026-11-25T30-events-partitions.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-23T20-events': events,
  '2026-11-23T21-events-org-index': eventsOrgIndex,
  '2026-11-25T30-events-partitions': eventsPartitions,
};
