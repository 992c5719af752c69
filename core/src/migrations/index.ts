import type { Migration } from 'kysely';
import * as tenancy from './2026-11-23T00-tenancy.ts';
import * as authTokens from './2026-11-23T01-auth-tokens.ts';
import * as jobs from './2026-11-23T02-jobs.ts';
import * as outbox from './2026-11-23T03-outbox.ts';
import * as hubSecrets from './2026-11-23T04-hub-secrets.ts';
import * as elevationIdle from './2026-11-23T05-elevation-idle.ts';
import * as outboxAttachments from './2026-11-24T00-outbox-attachments.ts';

/** Core's own migrations, in the `migrations_core` table. Names sort in the order they run. */
export const coreMigrations: Record<string, Migration> = {
  '2026-11-23T00-tenancy': tenancy,
  '2026-11-23T01-auth-tokens': authTokens,
  '2026-11-23T02-jobs': jobs,
  '2026-11-23T03-outbox': outbox,
  '2026-11-23T04-hub-secrets': hubSecrets,
  '2026-11-23T05-elevation-idle': elevationIdle,
  '2026-11-24T00-outbox-attachments': outboxAttachments,
};
