import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here.
// Contact search by any part of a name or email (an email's domain too): trigram indexes on the
// folded keys. SQLite: an FTS5 `trigram` table over name_key and email_key (external content,
// keyed by the contact's rowid) kept in step by triggers. PostgreSQL: `pg_trgm` GIN indexes
// when the extension can be created (else searches of three characters or more scan).

async function tryTrgm(db: Kysely<unknown>): Promise<boolean> {
  const has = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.n === 1;
  if (await has()) return true;
  const avail = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions
    where name = 'pg_trgm'`.execute(db);
  if (avail.rows[0]?.n !== 1) return false;
  await sql`savepoint crm_search_trgm`.execute(db);
  try {
    // Serialised: hubs migrating at once (tests) would otherwise race on the catalogue.
    await sql`select pg_advisory_xact_lock(7345002)`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint crm_search_trgm`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint crm_search_trgm`.execute(db);
    return has();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    if (!(await tryTrgm(db))) return;
    for (const col of ['name_key', 'email_key'])
      await sql
        .raw(
          `create index crm_contacts_${col}_trgm_idx on crm_contacts using gin (${col} public.gin_trgm_ops)`,
        )
        .execute(db);
    return;
  }
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

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists crm_contacts_name_key_trgm_idx`.execute(db);
    await sql`drop index if exists crm_contacts_email_key_trgm_idx`.execute(db);
    return;
  }
  for (const t of ['ins', 'del', 'upd']) await sql.raw(`drop trigger crm_contacts_text_${t}`).execute(db);
  await sql`drop table crm_contacts_text`.execute(db);
}
