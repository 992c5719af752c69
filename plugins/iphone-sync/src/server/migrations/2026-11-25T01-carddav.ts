import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('iphone_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_updated_at', 'text', (c) => c.notNull())
    .addColumn('vcard', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('iphone_cards_name_uq')
    .on('iphone_cards')
    .columns(['org_id', 'name'])
    .unique()
    .execute();
  await db.schema
    .createIndex('iphone_cards_contact_uq')
    .on('iphone_cards')
    .columns(['org_id', 'contact_id'])
    .unique()
    .execute();
  await db.schema.createIndex('iphone_cards_seq_idx').on('iphone_cards').columns(['org_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('iphone_cards').execute();
}
