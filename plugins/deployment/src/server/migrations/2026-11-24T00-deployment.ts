import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deployment_webhook_configs')
    .addColumn('app_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('listeners', 'text', (c) => c.notNull())
    .addColumn('triggers', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('deployed_version', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deployment_webhook_configs_org_idx')
    .on('deployment_webhook_configs')
    .column('org_id')
    .execute();

  await db.schema
    .createTable('deployment_endpoints')
    .addColumn('app_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('disabled_at', 'text')
    .addColumn('disabled_reason', 'text')
    .addColumn('failing_since', 'text')
    .addColumn('ordered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_in_flight', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('deployment_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('source_app_id', 'text', (c) => c.notNull())
    .addColumn('target_app_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  // The worker's claim: open deliveries by due time.
  await db.schema
    .createIndex('deployment_deliveries_due_idx')
    .on('deployment_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  // Per-endpoint ordering: the oldest open delivery of a target.
  await db.schema
    .createIndex('deployment_deliveries_target_idx')
    .on('deployment_deliveries')
    .columns(['target_app_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('deployment_deliveries_org_idx')
    .on('deployment_deliveries')
    .columns(['org_id', 'created_at'])
    .execute();

  // Phase 3: each app's integration run (reachability, config push, test event round trip).
  await db.schema
    .createTable('deployment_integrations')
    .addColumn('app_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('job_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Scheduled health probes of each app (uptime over 24 hours).
  await db.schema
    .createTable('deployment_probes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('up', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deployment_probes_org_idx')
    .on('deployment_probes')
    .columns(['org_id', 'at'])
    .execute();
  await db.schema
    .createTable('deployment_monitoring_configs')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Events each app sent, counted in SuperHub's commit (deployment status, live events).
  await db.schema
    .createTable('deployment_app_stats')
    .addColumn('app_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('event_count', 'integer', (c) => c.notNull())
    .addColumn('last_event_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('deployment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('delivery_id', 'text', (c) =>
      c.notNull().references('deployment_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('response_excerpt', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deployment_attempts_delivery_idx')
    .on('deployment_attempts')
    .columns(['delivery_id', 'attempt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deployment_monitoring_configs').execute();
  await db.schema.dropTable('deployment_probes').execute();
  await db.schema.dropTable('deployment_integrations').execute();
  await db.schema.dropTable('deployment_app_stats').execute();
  await db.schema.dropTable('deployment_attempts').execute();
  await db.schema.dropTable('deployment_deliveries').execute();
  await db.schema.dropTable('deployment_endpoints').execute();
  await db.schema.dropTable('deployment_webhook_configs').execute();
}
