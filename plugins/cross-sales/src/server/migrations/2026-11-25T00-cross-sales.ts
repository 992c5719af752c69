import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cross_sales_roadmap')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('source_app', 'text', (c) => c.notNull())
    .addColumn('target_app', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('revenue', 'bigint', (c) => c.notNull())
    .addColumn('timeline', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Not Started'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target_audience', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cross_sales_roadmap_org_idx')
    .on('cross_sales_roadmap')
    .columns(['org_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cross_sales_roadmap').execute();
}
