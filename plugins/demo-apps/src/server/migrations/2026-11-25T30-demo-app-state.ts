import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // What each mounted demo app remembers: the configuration it acknowledged, its event count.
  await db.schema
    .createTable('demo_app_states')
    .addColumn('app_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('config', 'text')
    .addColumn('config_version', 'integer')
    .addColumn('acknowledged_at', 'text')
    .addColumn('events_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_event', 'text')
    .addColumn('last_event_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The events an app received, one row per webhook-id (a redelivery is recognised, not counted twice).
  await db.schema
    .createTable('demo_app_events')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('webhook_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('type', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_app_events_pk', ['app_id', 'webhook_id'])
    .execute();
  await db.schema
    .createIndex('demo_app_events_recent_idx')
    .on('demo_app_events')
    .columns(['app_id', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_app_events').execute();
  await db.schema.dropTable('demo_app_states').execute();
}
