import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Rollup rows of aligned blocks of days (span 2…256, `start` a multiple of span days since
  // 1970-01-01); the same columns as analytics_daily. Filled from analytics_daily at start when empty.
  await db.schema
    .createTable('analytics_blocks')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('span', 'integer', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('hits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('revenue', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sketch', 'text')
    .addPrimaryKeyConstraint('analytics_blocks_pk', [
      'org_id',
      'dimension',
      'span',
      'start',
      'site_id',
      'key',
    ])
    .execute();
  // How far each visitor of a day went through the site's funnel, in order (the steps reached,
  // joined); only what a later step needs. Deleted with the day's salt horizon (see rollups/funnel.ts).
  await db.schema
    .createTable('analytics_funnel_progress')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('reached', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_funnel_progress_pk', ['org_id', 'site_id', 'day', 'visitor'])
    .execute();
  // The organisation's definition (site_id ''): its named funnels and revenue metrics beside the
  // conversion events; a site's own row overrides conversion events and funnel steps.
  await db.schema.alterTable('analytics_goals').addColumn('funnels', 'text').execute();
  await db.schema.alterTable('analytics_goals').addColumn('revenue_metrics', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_goals').dropColumn('revenue_metrics').execute();
  await db.schema.alterTable('analytics_goals').dropColumn('funnels').execute();
  await db.schema.dropTable('analytics_funnel_progress').execute();
  await db.schema.dropTable('analytics_blocks').execute();
}
