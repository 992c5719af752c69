import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('progress', 'text')
    .addColumn('checkpoint', 'text')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    // Unique over all rows: a finished job keeps its key until a new enqueue releases it, so a
    // schedule's fire time can never run twice even after the first run completed.
    .addColumn('unique_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // The claim query: due queued jobs by run_at, and running jobs whose lease expired.
  await db.schema.createIndex('jobs_status_run_at_idx').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema
    .createIndex('jobs_status_locked_until_idx')
    .on('jobs')
    .columns(['status', 'locked_until'])
    .execute();
  await db.schema.createIndex('jobs_org_idx').on('jobs').columns(['org_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
