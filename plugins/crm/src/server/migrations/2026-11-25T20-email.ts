import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Connected mailboxes. `secret` is the app password or OAuth refresh token, sealed (AES-256-GCM).
  await db.schema
    .createTable('crm_email_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('auth_method', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sync_at', 'text')
    .addColumn('last_error', 'text')
    // Incremental sync: the mailbox's UIDVALIDITY, the last UID seen, its CONDSTORE modseq.
    .addColumn('uid_validity', 'text')
    .addColumn('last_uid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('highest_modseq', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('crm_email_accounts_org_email_uq', ['org_id', 'email_key'])
    .execute();

  // Threads: one per Message-ID/References chain, showing its latest message.
  await db.schema
    .createTable('crm_email_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('contact_id', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('from_email', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crm_email_conversations_org_idx')
    .on('crm_email_conversations')
    .columns(['org_id', 'received_at'])
    .execute();

  await db.schema
    .createTable('crm_email_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('contact_id', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('in_reply_to', 'text')
    .addColumn('reference_ids', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('from_email', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('crm_email_messages_org_mid_uq', ['org_id', 'message_id'])
    .execute();
  await db.schema
    .createIndex('crm_email_messages_contact_idx')
    .on('crm_email_messages')
    .columns(['org_id', 'contact_id', 'received_at'])
    .execute();

  // POST /api/emails/process: one per message id and organisation (a repeat answers the first).
  await db.schema
    .createTable('crm_email_processing_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('from_email', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_id', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('crm_email_processing_org_mid_uq', ['org_id', 'message_id'])
    .execute();
  await db.schema
    .createIndex('crm_email_processing_org_idx')
    .on('crm_email_processing_jobs')
    .columns(['org_id', 'created_at'])
    .execute();

  // The per-organisation BCC/forward address: log+<token>@<inbound domain>.
  await db.schema
    .createTable('crm_email_inbound')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('crm_email_inbound').execute();
  await db.schema.dropTable('crm_email_processing_jobs').execute();
  await db.schema.dropTable('crm_email_messages').execute();
  await db.schema.dropTable('crm_email_conversations').execute();
  await db.schema.dropTable('crm_email_accounts').execute();
}
