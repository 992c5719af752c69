import { type Kysely, sql } from 'kysely';

// Frozen: never import application code here.
// An import's undo runs as a series of short transactions; its progress lives on the import so an
// undo cut short (a restart, a crash) is finished by the next request, with exact totals:
// - undo_owner / undo_lease_until: the request running it, and until when (renewed by each
//   transaction; a lease that ran out lets another request take over);
// - undo_cursor: the last contact id (in crm_import_changes order) whose fields it restored;
// - undo_removed / undo_restored: what it did so far.
// The partial index finds the contacts an import created without scanning the organisation's
// others; contacts created by hand (no import) are not in it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('crm_imports').addColumn('undo_owner', 'text').execute();
  await db.schema.alterTable('crm_imports').addColumn('undo_lease_until', 'text').execute();
  await db.schema.alterTable('crm_imports').addColumn('undo_cursor', 'text').execute();
  await db.schema
    .alterTable('crm_imports')
    .addColumn('undo_removed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('crm_imports')
    .addColumn('undo_restored', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('crm_contacts_import_idx')
    .on('crm_contacts')
    .columns(['org_id', 'import_id', 'id'])
    .where(sql.ref('import_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('crm_contacts_import_idx').execute();
  for (const col of ['undo_restored', 'undo_removed', 'undo_cursor', 'undo_lease_until', 'undo_owner'])
    await db.schema.alterTable('crm_imports').dropColumn(col).execute();
}
