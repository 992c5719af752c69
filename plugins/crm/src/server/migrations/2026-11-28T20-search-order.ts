import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here.
// A search of any part in creation order (newest first, the default) takes its page from the
// trigram index's first matches, without walking the creation index past every newer contact
// (570,000 of them for "son42" among 1,000,000 contacts: 12 ms).
//
// 1. The trigram index keys each contact by its rowid in blocks of 1,024 in reverse: block by
//    block from the newest, and in stored order within a block (`flip`, its own inverse). FTS5
//    reads a list from its start about a hundred times faster than from its end ("person4242" on
//    1,000,000 contacts: 0.045 ms from the start, 4.8 ms from the end), so newest first is read
//    from the start. Within a block rowids still rise as contacts are added (FTS5 writes a segment
//    whenever they go down: once per 1,024 contacts, not once per contact).
// 2. crm_search_orgs learns, per organisation, the latest creation time stored (`last_created`) and
//    whether a contact was ever stored after a later one (`disordered`): set by an insert older than
//    `last_created`, by a changed creation time and by a contact moved in from another organisation
//    (its rowid is older than its new neighbours'). Where it is 0, rowid order is creation order
//    (ties allowed: an import stamps its rows alike) and the index's first matches are the page's.
// PostgreSQL is unchanged.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The index's key of a contact's rowid, and the rowid of a key (the same function). */
const flip = (x: string) => `(((4503599627370496 - (${x} >> 10)) << 10) | (${x} & 1023))`;

/** The organisation's code: its number in three private-use characters (4,096 each). */
const CODE = `char(57344 + ((o.n >> 24) & 4095), 57344 + ((o.n >> 12) & 4095), 57344 + (o.n & 4095))`;

async function dropIndex(db: Kysely<unknown>) {
  for (const t of ['ins', 'del', 'upd'])
    await sql.raw(`drop trigger if exists crm_contacts_text_${t}`).execute(db);
  await sql`drop table if exists crm_contacts_text`.execute(db);
}

/** The trigram index of 2026-11-28T10-search-org, keyed by `key(rowid)`, and its triggers. */
async function buildIndex(db: Kysely<unknown>, key: (x: string) => string) {
  await sql`create virtual table crm_contacts_text using fts5(org, name_key, email_key,
    content = '', contentless_delete = 1, tokenize = 'trigram')`.execute(db);
  await sql
    .raw(`insert into crm_contacts_text (rowid, org, name_key, email_key)
    select ${key('c.rowid')}, ${CODE}, c.name_key, c.email_key
    from crm_contacts as c join crm_search_orgs as o on o.org_id = c.org_id order by 1`)
    .execute(db);
  // No OR IGNORE: an outer INSERT OR FAIL (the CSV import's) would override it in the trigger.
  const add = (row: string) => `insert into crm_search_orgs (org_id) select ${row}.org_id
        where not exists (select 1 from crm_search_orgs where org_id = ${row}.org_id);
      insert into crm_contacts_text (rowid, org, name_key, email_key)
        select ${key(`${row}.rowid`)}, ${CODE}, ${row}.name_key, ${row}.email_key
        from crm_search_orgs as o where o.org_id = ${row}.org_id;`;
  await sql
    .raw(`create trigger crm_contacts_text_ins after insert on crm_contacts begin
      ${add('new')}
    end`)
    .execute(db);
  await sql
    .raw(`create trigger crm_contacts_text_del after delete on crm_contacts begin
      delete from crm_contacts_text where rowid = ${key('old.rowid')};
    end`)
    .execute(db);
  await sql
    .raw(`create trigger crm_contacts_text_upd after update of org_id, name_key, email_key on crm_contacts begin
      delete from crm_contacts_text where rowid = ${key('old.rowid')};
      ${add('new')}
    end`)
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await dropIndex(db);
  await buildIndex(db, flip);
  await sql`alter table crm_search_orgs add column last_created text`.execute(db);
  await sql`alter table crm_search_orgs add column disordered integer not null default 0`.execute(db);
  await sql`update crm_search_orgs set last_created =
    (select max(created_at) from crm_contacts where org_id = crm_search_orgs.org_id)`.execute(db);
  // Out of order: a contact created before one stored ahead of it (a lower rowid).
  await sql`update crm_search_orgs set disordered = 1 where org_id in (
    select org_id from (
      select org_id, created_at, max(created_at) over (
        partition by org_id order by rowid rows between unbounded preceding and 1 preceding) as before
      from crm_contacts)
    where created_at < before)`.execute(db);
  // Its own trigger: the index's insert trigger also adds the organisation's row; whichever runs
  // first adds it.
  await sql`create trigger crm_contacts_order_ins after insert on crm_contacts begin
      insert into crm_search_orgs (org_id) select new.org_id
        where not exists (select 1 from crm_search_orgs where org_id = new.org_id);
      update crm_search_orgs
        set disordered = max(disordered, new.created_at < ifnull(last_created, '')),
          last_created = max(ifnull(last_created, ''), new.created_at)
        where org_id = new.org_id;
    end`.execute(db);
  await sql`create trigger crm_contacts_order_upd after update of org_id, created_at on crm_contacts
    when new.org_id is not old.org_id or new.created_at is not old.created_at begin
      update crm_search_orgs set disordered = 1,
          last_created = max(ifnull(last_created, ''), new.created_at)
        where org_id = new.org_id;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop trigger crm_contacts_order_ins`.execute(db);
  await sql`drop trigger crm_contacts_order_upd`.execute(db);
  await sql`alter table crm_search_orgs drop column disordered`.execute(db);
  await sql`alter table crm_search_orgs drop column last_created`.execute(db);
  await dropIndex(db);
  await buildIndex(db, (x) => x);
}
