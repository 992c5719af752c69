import type { Kysely } from 'kysely';

// Frozen: never import application code here.
// Structured activities: `params` holds the values of the type's message (JSON text), so the web
// renders the line in the user's language. Rows recorded before keep null and show `description`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('crm_activities').addColumn('params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('crm_activities').dropColumn('params').execute();
}
