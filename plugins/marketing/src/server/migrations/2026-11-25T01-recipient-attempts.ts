import type { Kysely } from 'kysely';

// Frozen: never import application code here.
// How many times a recipient's message was handed to the mailer: more than one means a resend of
// a message whose hand-off was interrupted (in doubt), with the same Message-ID.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('marketing_recipients')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('marketing_recipients').dropColumn('attempts').execute();
}
