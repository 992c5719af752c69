import type { Kysely } from 'kysely';

// Frozen: never import application code here.
// Attachments of a stored message (a calendar invitation…), as JSON: [{ filename, contentType, content }].
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
}
