import type { Kysely } from 'kysely';

// Frozen: never import application code here.
// The name and value orders become covering for search, like creation order: a list sorted by
// name or value walks its index and tests the folded keys (and the source and status filters)
// without reading the table, reading rows only for the page it answers. They replace
// (org_id, name_key, id) and (org_id, value, id); no index is added. The name walk carries the
// name key already, the value walk all three keys.
const WALKS = {
  name_key: ['org_id', 'name_key', 'id', 'last_key', 'email_key', 'source', 'status'],
  value: ['org_id', 'value', 'id', 'name_key', 'last_key', 'email_key', 'source', 'status'],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [col, columns] of Object.entries(WALKS)) {
    await db.schema.dropIndex(`crm_contacts_${col}_idx`).execute();
    await db.schema
      .createIndex(`crm_contacts_${col}_walk_idx`)
      .on('crm_contacts')
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const col of Object.keys(WALKS)) {
    await db.schema.dropIndex(`crm_contacts_${col}_walk_idx`).execute();
    await db.schema
      .createIndex(`crm_contacts_${col}_idx`)
      .on('crm_contacts')
      .columns(['org_id', col, 'id'])
      .execute();
  }
}
