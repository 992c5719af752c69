import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here.
// SQLite's trigram index learns each contact's organisation, so a search reads only its own
// organisation's matches: with the external-content table of 2026-11-25T11, every search read the
// matches of every organisation and kept its own, and a small organisation's search grew with the
// others' contacts (120 ms for 10,000 contacts beside 1,000,000 of another organisation).
//
// Each organisation gets a number (crm_search_orgs.n), written in the index as three characters of
// Unicode's private use area: one trigram, found in no name or email, whose list is exactly the
// organisation's contacts. A search is `org : "<code>" AND (…)`. The index keeps no copy of the
// text (contentless, deletes by rowid); triggers keep it in step with crm_contacts, organisation
// included. PostgreSQL's pg_trgm indexes are unchanged.

/** The organisation's code: its number in three private-use characters (4,096 each). */
const CODE = `char(57344 + ((o.n >> 24) & 4095), 57344 + ((o.n >> 12) & 4095), 57344 + (o.n & 4095))`;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function dropOldIndex(db: Kysely<unknown>) {
  for (const t of ['ins', 'del', 'upd'])
    await sql.raw(`drop trigger if exists crm_contacts_text_${t}`).execute(db);
  await sql`drop table if exists crm_contacts_text`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create table crm_search_orgs (n integer primary key, org_id text not null unique)`.execute(db);
  await sql`insert into crm_search_orgs (org_id) select distinct org_id from crm_contacts`.execute(db);
  await dropOldIndex(db);
  await sql`create virtual table crm_contacts_text using fts5(org, name_key, email_key,
    content = '', contentless_delete = 1, tokenize = 'trigram')`.execute(db);
  await sql
    .raw(`insert into crm_contacts_text (rowid, org, name_key, email_key)
    select c.rowid, ${CODE}, c.name_key, c.email_key
    from crm_contacts as c join crm_search_orgs as o on o.org_id = c.org_id`)
    .execute(db);
  // No OR IGNORE: an outer INSERT OR FAIL (the CSV import's) would override it in the trigger.
  const add = (row: string) => `insert into crm_search_orgs (org_id) select ${row}.org_id
        where not exists (select 1 from crm_search_orgs where org_id = ${row}.org_id);
      insert into crm_contacts_text (rowid, org, name_key, email_key)
        select ${row}.rowid, ${CODE}, ${row}.name_key, ${row}.email_key
        from crm_search_orgs as o where o.org_id = ${row}.org_id;`;
  await sql
    .raw(`create trigger crm_contacts_text_ins after insert on crm_contacts begin
      ${add('new')}
    end`)
    .execute(db);
  await sql`create trigger crm_contacts_text_del after delete on crm_contacts begin
      delete from crm_contacts_text where rowid = old.rowid;
    end`.execute(db);
  await sql
    .raw(`create trigger crm_contacts_text_upd after update of org_id, name_key, email_key on crm_contacts begin
      delete from crm_contacts_text where rowid = old.rowid;
      ${add('new')}
    end`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await dropOldIndex(db);
  await sql`drop table crm_search_orgs`.execute(db);
  // The index of 2026-11-25T11, as it made it.
  await sql`create virtual table crm_contacts_text using fts5(name_key, email_key,
    content = 'crm_contacts', content_rowid = 'rowid', tokenize = 'trigram')`.execute(db);
  await sql`insert into crm_contacts_text(crm_contacts_text) values ('rebuild')`.execute(db);
  await sql`create trigger crm_contacts_text_ins after insert on crm_contacts begin
      insert into crm_contacts_text(rowid, name_key, email_key) values (new.rowid, new.name_key, new.email_key);
    end`.execute(db);
  await sql`create trigger crm_contacts_text_del after delete on crm_contacts begin
      insert into crm_contacts_text(crm_contacts_text, rowid, name_key, email_key)
        values ('delete', old.rowid, old.name_key, old.email_key);
    end`.execute(db);
  await sql`create trigger crm_contacts_text_upd after update of name_key, email_key on crm_contacts begin
      insert into crm_contacts_text(crm_contacts_text, rowid, name_key, email_key)
        values ('delete', old.rowid, old.name_key, old.email_key);
      insert into crm_contacts_text(rowid, name_key, email_key) values (new.rowid, new.name_key, new.email_key);
    end`.execute(db);
}
