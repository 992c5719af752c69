import type { Kysely } from 'kysely';

/**
 * Each app's event count and last event are SuperHub's running totals (`appTotals`), kept by its
 * group commit: forwarding no longer counts them again in every commit of ingested events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deployment_app_stats').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deployment_app_stats')
    .addColumn('app_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('event_count', 'integer', (c) => c.notNull())
    .addColumn('last_event_at', 'text', (c) => c.notNull())
    .execute();
}
