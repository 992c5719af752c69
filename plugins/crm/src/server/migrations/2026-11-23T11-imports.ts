import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('crm_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.unique())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('successful_imports', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_imports', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('undone_at', 'text')
    .execute();
  await db.schema
    .createIndex('crm_imports_org_idx')
    .on('crm_imports')
    .columns(['org_id', 'created_at'])
    .execute();

  // The file itself until the import completes (the job re-reads it when it resumes). Apart from
  // crm_imports so the per-batch counter updates never rewrite megabytes of text.
  await db.schema
    .createTable('crm_import_files')
    .addColumn('import_id', 'text', (c) => c.primaryKey())
    .addColumn('csv_data', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('crm_import_failures')
    .addColumn('import_id', 'text', (c) => c.notNull())
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('crm_import_failures_pk', ['import_id', 'row_number'])
    .execute();

  // Fields an import changed on contacts that already existed: what undo restores.
  await db.schema
    .createTable('crm_import_changes')
    .addColumn('import_id', 'text', (c) => c.notNull())
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('previous', 'text', (c) => c.notNull())
    .addColumn('applied', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('crm_import_changes_pk', ['import_id', 'contact_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('crm_import_changes').execute();
  await db.schema.dropTable('crm_import_failures').execute();
  await db.schema.dropTable('crm_import_files').execute();
  await db.schema.dropTable('crm_imports').execute();
}
