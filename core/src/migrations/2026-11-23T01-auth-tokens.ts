import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Password reset tokens: only the SHA-256 of the token is stored; single use, 24 hours.
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  // Rate limits shared by every hub process: one row per counted hit, in a sliding window.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_lookup_idx')
    .on('rate_limit_hits')
    .columns(['bucket', 'key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_created_idx')
    .on('rate_limit_hits')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
}
