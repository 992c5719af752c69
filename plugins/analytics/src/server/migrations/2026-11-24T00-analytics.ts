import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('hits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('revenue', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sketch', 'text')
    .addPrimaryKeyConstraint('analytics_daily_pk', ['org_id', 'dimension', 'day', 'site_id', 'key'])
    .execute();
  await db.schema
    .createTable('analytics_goals')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('conversion_events', 'text', (c) => c.notNull())
    .addColumn('funnel_steps', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_goals_pk', ['org_id', 'site_id'])
    .execute();
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_salts').execute();
  await db.schema.dropTable('analytics_goals').execute();
  await db.schema.dropTable('analytics_daily').execute();
}
