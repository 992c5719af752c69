import type { Kysely } from 'kysely';

// Frozen: never import application code here.
// The creation-order index becomes covering for search: a list in creation order walks it and
// tests the folded keys (and the source and status filters) without reading the table, reading
// rows only for the page it answers. It replaces (org_id, created_at, id); no index is added.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('crm_contacts_created_at_idx').execute();
  await db.schema
    .createIndex('crm_contacts_created_walk_idx')
    .on('crm_contacts')
    .columns(['org_id', 'created_at', 'id', 'name_key', 'last_key', 'email_key', 'source', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('crm_contacts_created_walk_idx').execute();
  await db.schema
    .createIndex('crm_contacts_created_at_idx')
    .on('crm_contacts')
    .columns(['org_id', 'created_at', 'id'])
    .execute();
}
