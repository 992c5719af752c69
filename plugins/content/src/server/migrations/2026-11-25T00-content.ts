import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('website_id', 'integer')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('keyphrase', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('seo_score', 'integer', (c) => c.notNull())
    .addColumn('seo', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('generator', 'text', (c) => c.notNull())
    .addColumn('scheduled_for', 'text')
    .addColumn('published_at', 'text')
    .addColumn('delivery', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_items_org_status_idx')
    .on('content_items')
    .columns(['org_id', 'status', 'scheduled_for'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_items').execute();
}
