import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('crm_contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    // Lower-cased (Unicode) email, null when there is none: unique per organisation.
    .addColumn('email_key', 'text')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('lead'))
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_contacted_at', 'text')
    .addColumn('street', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    // Folded (lower case, no diacritics) "first last" and last name: prefix search and sorting.
    .addColumn('last_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    // The CSV import that created the contact (undo removes these).
    .addColumn('import_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crm_contacts_email_key')
    .on('crm_contacts')
    .columns(['org_id', 'email_key'])
    .unique()
    .execute();
  for (const col of ['created_at', 'name_key', 'value']) {
    await db.schema
      .createIndex(`crm_contacts_${col}_idx`)
      .on('crm_contacts')
      .columns(['org_id', col, 'id'])
      .execute();
  }
  await db.schema
    .createIndex('crm_contacts_source_idx')
    .on('crm_contacts')
    .columns(['org_id', 'source'])
    .execute();
  await db.schema
    .createIndex('crm_contacts_status_idx')
    .on('crm_contacts')
    .columns(['org_id', 'status'])
    .execute();

  await db.schema
    .createIndex('crm_contacts_last_key_idx')
    .on('crm_contacts')
    .columns(['org_id', 'last_key'])
    .execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    // PostgreSQL answers `LIKE 'prefix%'` from an index only with the pattern operator class.
    for (const col of ['last_key', 'name_key', 'email_key'])
      await sql`CREATE INDEX ${sql.raw(`crm_contacts_${col}_prefix`)} ON crm_contacts (org_id, ${sql.raw(col)} text_pattern_ops)`.execute(
        db,
      );
  }

  await db.schema
    .createTable('crm_activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contact_id', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crm_activities_org_idx')
    .on('crm_activities')
    .columns(['org_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('crm_activities_contact_idx')
    .on('crm_activities')
    .column('contact_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('crm_activities').execute();
  await db.schema.dropTable('crm_contacts').execute();
}
