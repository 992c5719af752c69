import type { Kysely } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ecosystem_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('app_category', 'text', (c) => c.notNull())
    .addColumn('catalogue_category', 'text')
    .addColumn('dashboard_category', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('monthly_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('annual_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lifetime_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('one_time_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pricing_tier', 'text', (c) => c.notNull())
    .addColumn('white_label_ready', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('super_admin_access', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allowed_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('publishable_key', 'text', (c) => c.notNull().unique())
    .addColumn('signing_secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'text')
    .addColumn('secret_rotated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ecosystem_apps_org_slug_uq', ['org_id', 'slug'])
    .execute();

  await db.schema
    .createTable('ecosystem_bundles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('apps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('bundle_price', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ecosystem_bundles_org_idx').on('ecosystem_bundles').column('org_id').execute();

  await db.schema
    .createTable('ecosystem_cross_sells')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('source_app_id', 'text', (c) =>
      c.notNull().references('ecosystem_apps.id').onDelete('cascade'),
    )
    .addColumn('target_app_id', 'text', (c) =>
      c.notNull().references('ecosystem_apps.id').onDelete('cascade'),
    )
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('incentive', 'text', (c) => c.notNull())
    .addColumn('placement', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ecosystem_cross_sells_source_idx')
    .on('ecosystem_cross_sells')
    .columns(['org_id', 'source_app_id'])
    .execute();

  // Who uses which application, learnt from ingested events: users and cross-sell rate come from here.
  await db.schema
    .createTable('ecosystem_app_users')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull().references('ecosystem_apps.id').onDelete('cascade'))
    .addColumn('user_key', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ecosystem_app_users_pk', ['org_id', 'app_id', 'user_key'])
    .execute();
  await db.schema
    .createIndex('ecosystem_app_users_key_idx')
    .on('ecosystem_app_users')
    .columns(['org_id', 'user_key'])
    .execute();

  await db.schema
    .createTable('ecosystem_app_payments')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.references('ecosystem_apps.id').onDelete('set null'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ecosystem_app_payments_pk', ['org_id', 'payment_id'])
    .execute();
  await db.schema
    .createIndex('ecosystem_app_payments_paid_idx')
    .on('ecosystem_app_payments')
    .columns(['org_id', 'paid_at'])
    .execute();

  await db.schema
    .createTable('ecosystem_admin_grants')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull().references('ecosystem_apps.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ecosystem_admin_grants').execute();
  await db.schema.dropTable('ecosystem_app_payments').execute();
  await db.schema.dropTable('ecosystem_app_users').execute();
  await db.schema.dropTable('ecosystem_cross_sells').execute();
  await db.schema.dropTable('ecosystem_bundles').execute();
  await db.schema.dropTable('ecosystem_apps').execute();
}
