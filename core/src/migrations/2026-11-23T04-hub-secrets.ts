import type { Kysely } from 'kysely';

// Frozen: never import application code here.
// Keys the hub makes for itself once and every process shares (e.g. the single sign-on state key
// of a public OIDC client), so a restart or another process never invalidates what one signed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hub_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hub_secrets').execute();
}
