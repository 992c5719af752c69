import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// Frozen: never import application code here. Each saved search gets a secret token for the
// unsubscribe link of its alert mails; searches saved before this migration get one now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idx_saved_searches').addColumn('unsubscribe_token', 'text').execute();
  const rows = await sql<{ id: string }>`select id from idx_saved_searches`.execute(db);
  for (const r of rows.rows)
    await sql`update idx_saved_searches set unsubscribe_token = ${randomBytes(24).toString('base64url')} where id = ${r.id}`.execute(
      db,
    );
  await db.schema
    .createIndex('idx_saved_searches_unsubscribe_idx')
    .on('idx_saved_searches')
    .column('unsubscribe_token')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idx_saved_searches_unsubscribe_idx').execute();
  await db.schema.alterTable('idx_saved_searches').dropColumn('unsubscribe_token').execute();
}
