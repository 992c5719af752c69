import type { Kysely } from 'kysely';

// Frozen: never import application code here.
const ORG = (c: any) => c.notNull().references('organizations.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('marketing_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('marketing_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', ORG)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('filter', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('marketing_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', ORG)
    .addColumn('list_id', 'text', (c) => c.notNull().references('marketing_lists.id').onDelete('cascade'))
    .addColumn('contact_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('consent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('marketing_subscribers_list_email', ['list_id', 'email_key'])
    .execute();
  await s
    .createIndex('marketing_subscribers_org_idx')
    .on('marketing_subscribers')
    .columns(['org_id', 'email_key'])
    .execute();
  await s
    .createTable('marketing_suppressions')
    .addColumn('org_id', 'text', ORG)
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('marketing_suppressions_pk', ['org_id', 'email_key'])
    .execute();
  await s
    .createTable('marketing_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', ORG)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('list_id', 'text', (c) => c.references('marketing_lists.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('mjml', 'text', (c) => c.notNull())
    .addColumn('entry', 'text')
    .addColumn('goal_status', 'text')
    .addColumn('scheduled_at', 'text')
    .addColumn('job_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('marketing_campaigns_org_idx')
    .on('marketing_campaigns')
    .columns(['org_id', 'created_at'])
    .execute();
  await s
    .createTable('marketing_drip_steps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', ORG)
    .addColumn('campaign_id', 'text', (c) =>
      c.notNull().references('marketing_campaigns.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('delay_hours', 'integer', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('mjml', 'text', (c) => c.notNull())
    .addUniqueConstraint('marketing_drip_steps_pos', ['campaign_id', 'position'])
    .execute();
  await s
    .createTable('marketing_enrollments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', ORG)
    .addColumn('campaign_id', 'text', (c) =>
      c.notNull().references('marketing_campaigns.id').onDelete('cascade'),
    )
    .addColumn('contact_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('exit_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('marketing_enrollments_one', ['campaign_id', 'email_key'])
    .execute();
  await s
    .createIndex('marketing_enrollments_due_idx')
    .on('marketing_enrollments')
    .columns(['status', 'next_at'])
    .execute();
  await s
    .createTable('marketing_recipients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', ORG)
    .addColumn('campaign_id', 'text', (c) =>
      c.notNull().references('marketing_campaigns.id').onDelete('cascade'),
    )
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('contact_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('machine_opened_at', 'text')
    .addColumn('clicked_at', 'text')
    .addColumn('converted_at', 'text')
    .addColumn('revenue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('marketing_recipients_one', ['campaign_id', 'step', 'email_key'])
    .execute();
  await s
    .createIndex('marketing_recipients_send_idx')
    .on('marketing_recipients')
    .columns(['campaign_id', 'status'])
    .execute();
  await s
    .createIndex('marketing_recipients_contact_idx')
    .on('marketing_recipients')
    .columns(['org_id', 'contact_id'])
    .execute();
  await s
    .createTable('marketing_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', ORG)
    .addColumn('campaign_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('marketing_activity_org_idx')
    .on('marketing_activity')
    .columns(['org_id', 'created_at'])
    .execute();
  await s
    .createTable('marketing_workflows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', ORG)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('marketing_workflow_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', ORG)
    .addColumn('workflow_id', 'text', (c) =>
      c.notNull().references('marketing_workflows.id').onDelete('cascade'),
    )
    .addColumn('contact_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await s
    .createIndex('marketing_workflow_runs_org_idx')
    .on('marketing_workflow_runs')
    .columns(['org_id', 'started_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'marketing_workflow_runs',
    'marketing_workflows',
    'marketing_activity',
    'marketing_recipients',
    'marketing_enrollments',
    'marketing_drip_steps',
    'marketing_campaigns',
    'marketing_suppressions',
    'marketing_subscribers',
    'marketing_lists',
    'marketing_keys',
  ])
    await db.schema.dropTable(t).execute();
}
