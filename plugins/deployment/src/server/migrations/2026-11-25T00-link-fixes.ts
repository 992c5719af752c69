import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One crawl of an organisation's apps (all of them, or one domain's).
  await db.schema
    .createTable('deployment_crawls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('job_id', 'text')
    .addColumn('domain', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('links', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('broken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('deployment_crawls_org_idx')
    .on('deployment_crawls')
    .columns(['org_id', 'started_at'])
    .execute();

  // A broken link and its proposed fix; one row per organisation and broken URL.
  await db.schema
    .createTable('deployment_link_fixes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('broken_url', 'text', (c) => c.notNull())
    .addColumn('fault', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('proposed_url', 'text')
    .addColumn('fixed_url', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('confidence', 'real', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('check_status', 'integer')
    .addColumn('resolved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('crawl_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deployment_link_fixes_url_idx')
    .on('deployment_link_fixes')
    .columns(['org_id', 'broken_url'])
    .unique()
    .execute();
  await db.schema
    .createIndex('deployment_link_fixes_app_idx')
    .on('deployment_link_fixes')
    .columns(['app_id', 'published_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deployment_link_fixes').execute();
  await db.schema.dropTable('deployment_crawls').execute();
}
