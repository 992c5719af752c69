import { type Kysely, sql } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduler_availability')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('weekly', 'text', (c) => c.notNull())
    .addColumn('buffer_minutes', 'integer', (c) => c.notNull())
    .addColumn('min_notice_minutes', 'integer', (c) => c.notNull())
    .addColumn('horizon_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('scheduler_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('external_uid', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_zone', 'text')
    .addColumn('video_url', 'text')
    .addColumn('contact_id', 'text')
    .addColumn('token_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One confirmed built-in call per start time and organisation: of two concurrent requests for a
  // slot, the database lets exactly one insert win (a partial index on both dialects).
  await db.schema
    .createIndex('scheduler_bookings_slot_uq')
    .on('scheduler_bookings')
    .columns(['org_id', 'start_at'])
    .unique()
    .where(sql.ref('status'), '=', 'confirmed')
    .where(sql.ref('source'), '=', 'built-in')
    .execute();
  // Cal.com webhooks and the reconcile upsert by the booking's uid.
  await db.schema
    .createIndex('scheduler_bookings_external_uq')
    .on('scheduler_bookings')
    .columns(['org_id', 'external_uid'])
    .unique()
    .execute();
  await db.schema
    .createIndex('scheduler_bookings_org_start_idx')
    .on('scheduler_bookings')
    .columns(['org_id', 'start_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduler_bookings').execute();
  await db.schema.dropTable('scheduler_availability').execute();
}
