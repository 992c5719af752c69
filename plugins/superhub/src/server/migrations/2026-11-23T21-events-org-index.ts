import type { Kysely } from 'kysely';

// Frozen: never import application code here.
// Every read of the events names its stream, or reads each of the three streams (the dashboard),
// through (org_id, stream, received_at, id), which also serves the organisation's cascade. The
// (org_id, received_at, id) index only cost every stored event one more index write: dropped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('superhub_events_org_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('superhub_events_org_idx')
    .on('superhub_events')
    .columns(['org_id', 'received_at', 'id'])
    .execute();
}
