import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
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
    // Lower-cased "first last" for sorting, and "first last email" for search.
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
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
  for (const col of ['created_at', 'updated_at', 'name_key', 'value']) {
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
  await db.schema.createIndex('crm_contacts_import_idx').on('crm_contacts').column('import_id').execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // Substring search at 100,000 contacts: a trigram index over the lower-cased search text.
    await sql`CREATE VIRTUAL TABLE crm_contacts_fts USING fts5(search_text, content='crm_contacts', content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`CREATE TRIGGER crm_contacts_fts_ai AFTER INSERT ON crm_contacts BEGIN
      INSERT INTO crm_contacts_fts(rowid, search_text) VALUES (new.rowid, new.search_text); END`.execute(db);
    await sql`CREATE TRIGGER crm_contacts_fts_ad AFTER DELETE ON crm_contacts BEGIN
      INSERT INTO crm_contacts_fts(crm_contacts_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER crm_contacts_fts_au AFTER UPDATE OF search_text ON crm_contacts BEGIN
      INSERT INTO crm_contacts_fts(crm_contacts_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
      INSERT INTO crm_contacts_fts(rowid, search_text) VALUES (new.rowid, new.search_text); END`.execute(db);
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

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('crm_activities').execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`DROP TABLE crm_contacts_fts`.execute(db);
  }
  await db.schema.dropTable('crm_contacts').execute();
}
