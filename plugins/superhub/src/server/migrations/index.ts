import type { Migration } from 'kysely';
import * as events from './2026-11-23T20-events.ts';
import * as eventsOrgIndex from './2026-11-23T21-events-org-index.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-23T20-events': events,
  '2026-11-23T21-events-org-index': eventsOrgIndex,
};
