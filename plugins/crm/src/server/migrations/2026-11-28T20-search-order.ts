import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here.
// Contacts are appended as they are created, so in most organisations the trigram index's rowid
// order is creation order. A search of any part in creation order can then take its page from the
// trigram index's first matches in rowid order (it reads its lists from either end and stops at
// the page), instead of walking the creation-order index past every newer contact (570,000 of
// them for "son42" among 1,000,000: 12 ms, where the page's matches are found in well under 1 ms).
//
// crm_search_orgs learns, per organisation, the latest creation time stored (`last_created`) and
// whether any contact came after a later one (`disordered`): set by an insert older than
// `last_created`, by a changed creation time and by a contact moved in from another organisation
// (its rowid is older than its new neighbours'). Ties are allowed (an import stamps its rows
// alike): the search reads the contacts of the page's last creation time by the creation index.
// A disordered organisation is searched as before. PostgreSQL is unchanged.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
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
}
