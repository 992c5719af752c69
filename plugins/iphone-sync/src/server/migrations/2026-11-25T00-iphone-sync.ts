import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('iphone_device_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('iphone_device_tokens_user_idx')
    .on('iphone_device_tokens')
    .columns(['org_id', 'user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('iphone_sync_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.references('iphone_device_tokens.id').onDelete('set null'))
    .addColumn('sync_type', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_id', 'text')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .execute();
  await db.schema
    .createIndex('iphone_sync_records_org_idx')
    .on('iphone_sync_records')
    .columns(['org_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('iphone_seen_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('contact_id', 'text')
    .addColumn('activity_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('iphone_seen_items_key_uq')
    .on('iphone_seen_items')
    .columns(['org_id', 'dedupe_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('iphone_seen_items').execute();
  await db.schema.dropTable('iphone_sync_records').execute();
  await db.schema.dropTable('iphone_device_tokens').execute();
}
