import type { Kysely } from 'kysely';

// Frozen: never import application code here.
// The last use of a super admin elevation: it lapses after a short idle window (sudo mode).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('elevation_used_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('elevation_used_at').execute();
}
