import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every accepted event, once: (app_id, message_id) is the idempotency key (webhook-id).
  await db.schema
    .createTable('superhub_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('stream', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_key', 'text')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('superhub_events_message_uq', ['app_id', 'message_id'])
    .execute();
  await db.schema
    .createIndex('superhub_events_stream_idx')
    .on('superhub_events')
    .columns(['org_id', 'stream', 'received_at', 'id'])
    .execute();
  await db.schema
    .createIndex('superhub_events_org_idx')
    .on('superhub_events')
    .columns(['org_id', 'received_at', 'id'])
    .execute();

  // Running totals per application, updated in the commit that stores the events.
  await db.schema
    .createTable('superhub_app_counters')
    .addColumn('app_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_event_at', 'text')
    .execute();

  // Per-application rate limit: events accepted in each one-minute window.
  await db.schema
    .createTable('superhub_rate_windows')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('superhub_rate_windows_pk', ['app_id', 'window_start'])
    .execute();

  await db.schema
    .createTable('superhub_feature_flags')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('superhub_feature_flags_pk', ['org_id', 'flag'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('superhub_feature_flags').execute();
  await db.schema.dropTable('superhub_rate_windows').execute();
  await db.schema.dropTable('superhub_app_counters').execute();
  await db.schema.dropTable('superhub_events').execute();
}
