import type { Migration } from 'kysely';
import * as contacts from './2026-11-23T10-contacts.ts';
import * as imports from './2026-11-23T11-imports.ts';
import * as sources from './2026-11-23T12-sources.ts';
import * as contactWalk from './2026-11-23T13-contact-walk-index.ts';
import * as importUndo from './2026-11-23T14-import-undo.ts';
import * as contactSortIndexes from './2026-11-23T15-contact-sort-indexes.ts';
import * as location from './2026-11-25T10-location.ts';
import * as searchTrigram from './2026-11-25T11-search-trigram.ts';
import * as email from './2026-11-25T20-email.ts';
import * as activityParams from './2026-11-25T30-activity-params.ts';
import * as searchOrg from './2026-11-28T10-search-org.ts';
import * as searchOrder from './2026-11-28T20-search-order.ts';

/** The CRM's migrations, in the `migrations_crm` table. Names sort in the order they run. */
export const crmMigrations: Record<string, Migration> = {
  '2026-11-23T10-contacts': contacts,
  '2026-11-23T11-imports': imports,
  '2026-11-23T12-sources': sources,
  '2026-11-23T13-contact-walk-index': contactWalk,
  '2026-11-23T14-import-undo': importUndo,
  '2026-11-23T15-contact-sort-indexes': contactSortIndexes,
  '2026-11-25T10-location': location,
  '2026-11-25T11-search-trigram': searchTrigram,
  '2026-11-25T20-email': email,
  '2026-11-25T30-activity-params': activityParams,
  '2026-11-28T10-search-org': searchOrg,
  '2026-11-28T20-search-order': searchOrder,
};
