import { connect } from '@ecohub/core';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { derivedKeys } from '../contacts/row.ts';
import { orgCode, orgMatch } from '../contacts/search-sqlite.ts';
import { mergeBudget, mergeSearchIndex } from '../contacts/search-upkeep.ts';
import { needles } from '../contacts/substring.ts';
import { crmMigrations } from '../migrations/index.ts';

// SQLite's trigram index per organisation (migration 2026-11-28T10-search-org): built from the
// contacts already stored, kept in step by the triggers (insert, rename, move, delete), each
// organisation reading only its own matches, and migrated down to the index it replaced.
const LAST = '2026-11-28T10-search-org';
const ORDER = '2026-11-28T20-search-order';
const before = Object.fromEntries(Object.entries(crmMigrations).filter(([name]) => name < LAST));

let db: Kysely<any>;
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

const migrator = (migrations: Record<string, Migration>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

let seq = 0;
async function add(orgId: string, firstName: string, lastName: string, email: string) {
  const at = new Date(Date.UTC(2026, 0, 1) + seq++ * 1000).toISOString();
  const id = crypto.randomUUID();
  const v = { firstName, lastName, email };
  await db
    .insertInto('crmContacts')
    .values({ id, orgId, ...v, ...derivedKeys(v), createdAt: at, updatedAt: at })
    .execute();
  return id;
}

/** The ids the index finds for `q` within `orgId`, through the search's own query text. */
async function found(orgId: string, q: string): Promise<string[]> {
  const org = await db.selectFrom('crmSearchOrgs').select('n').where('orgId', '=', orgId).executeTakeFirst();
  if (!org) return [];
  // The index keys contacts by blocks of rowids in reverse (migration 2026-11-28T20-search-order).
  const { rows } = await sql<{ id: string }>`select c.id from crm_contacts_text as t
    join crm_contacts as c on c.rowid = (((4503599627370496 - (t.rowid >> 10)) << 10) | (t.rowid & 1023))
    where crm_contacts_text match ${orgMatch(orgCode(Number(org.n)), needles(q).fts)}
    order by c.id`.execute(db);
  return rows.map((r) => r.id);
}

const sorted = (ids: string[]) => [...ids].sort();

/** Contacts "Ana<i>" of org-a for i in from..from + n - 1, a second apart, in one transaction; their ids. */
async function anas(from: number, n: number, lastName = (_i: number) => 'García'): Promise<string[]> {
  const ids: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = from; i < from + n; i++) {
      const v = { firstName: `Ana${i}`, lastName: lastName(i), email: `ana${i}@gmail.com` };
      const id = crypto.randomUUID();
      ids.push(id);
      const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
      await trx
        .insertInto('crmContacts')
        .values({ id, orgId: 'org-a', ...v, ...derivedKeys(v), createdAt: at, updatedAt: at })
        .execute();
    }
  });
  return ids;
}

describe('the trigram index per organisation (SQLite)', () => {
  it('indexes the stored contacts, follows every change, and keeps each organisation to its own', async () => {
    ({ db, close } = connect({ url: 'sqlite::memory:' }));
    expect((await migrator(before).migrateToLatest()).error).toBeUndefined();
    const ana = await add('org-a', 'Ana', 'García', 'ana@gmail.com');
    const bob = await add('org-a', 'Bob', 'Arcia', 'bob@proton.me');
    const other = await add('org-b', 'Ana', 'García', 'ana@gmail.com');
    expect((await migrator(crmMigrations).migrateToLatest()).error).toBeUndefined();

    // Built from the stored contacts.
    expect(await found('org-a', 'arcia')).toEqual(sorted([ana, bob]));
    expect(await found('org-b', 'arcia')).toEqual([other]);
    expect(await found('org-a', 'gmail.com')).toEqual([ana]);

    // A new contact, of a new organisation too.
    const cleo = await add('org-a', 'Cleo', 'Marcia', 'cleo@example.org');
    const dan = await add('org-c', 'Dan', 'Garcia', 'dan@example.org');
    expect(await found('org-a', 'arcia')).toEqual(sorted([ana, bob, cleo]));
    expect(await found('org-c', 'arcia')).toEqual([dan]);
    // Organisations are numbered in the order they first had a contact.
    const numbers = await db.selectFrom('crmSearchOrgs').select(['orgId', 'n']).orderBy('n').execute();
    expect(numbers.map((o) => o.orgId)).toEqual(['org-a', 'org-b', 'org-c']);

    // Renamed: found by the new name only.
    await db
      .updateTable('crmContacts')
      .set({
        ...derivedKeys({ firstName: 'Bob', lastName: 'Stone', email: 'bob@proton.me' }),
        lastName: 'Stone',
      })
      .where('id', '=', bob)
      .execute();
    expect(await found('org-a', 'arcia')).toEqual(sorted([ana, cleo]));
    expect(await found('org-a', 'stone')).toEqual([bob]);

    // Moved to another organisation (an admin's merge of two organisations).
    await db.updateTable('crmContacts').set({ orgId: 'org-c' }).where('id', '=', cleo).execute();
    expect(await found('org-a', 'arcia')).toEqual([ana]);
    expect(await found('org-c', 'arcia')).toEqual(sorted([cleo, dan]));

    // Deleted: gone from the index.
    await db.deleteFrom('crmContacts').where('id', '=', ana).execute();
    expect(await found('org-a', 'arcia')).toEqual([]);
    expect(await found('org-a', 'gmail.com')).toEqual([]);
    expect(await found('org-b', 'gmail.com')).toEqual([other]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from crm_contacts_text`.execute(db);
    expect(Number(rows[0]?.n)).toBe(4);

    // Down (past the creation-order flags that came after it): the index it replaced, over every
    // organisation, answers as before.
    const down = await migrator(crmMigrations).migrateTo(Object.keys(before).at(-1) as string);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual([ORDER, LAST]);
    const old = await sql<{ id: string }>`select c.id from crm_contacts_text as t
      join crm_contacts as c on c.rowid = t.rowid
      where crm_contacts_text match ${needles('arcia').fts} order by c.id`.execute(db);
    expect(old.rows.map((r) => r.id)).toEqual(sorted([other, cleo, dan]));
  });

  it('merges the index in steps until nothing is left, answering the same', async () => {
    ({ db, close } = connect({ url: 'sqlite::memory:' }));
    expect((await migrator(crmMigrations).migrateToLatest()).error).toBeUndefined();
    // Forty batches (forty segments), then a quarter deleted (tombstones), as imports and undos leave it.
    const ids: string[] = [];
    for (let b = 0; b < 40; b++) ids.push(...(await anas(b * 50, 50, (i) => (i % 3 ? 'García' : 'Stone'))));
    await db.deleteFrom('crmContacts').where('id', 'in', ids.slice(0, 500)).execute();
    const answer = async () => [await found('org-a', 'arcia'), await found('org-a', 'gmail.com')];
    const before = await answer();
    expect(before[0]).toHaveLength(1000);
    expect(before[1]).toHaveLength(1500);
    const pages = async () =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from crm_contacts_text_data`.execute(db)).rows[0]?.n,
      );
    const pagesBefore = await pages();

    const { steps } = await mergeSearchIndex({ db, dialect: 'sqlite' });
    expect(steps).toBeGreaterThan(1);
    expect(await pages()).toBeLessThan(pagesBefore);
    expect(await answer()).toEqual(before);
    // Merged: the next run finds nothing to do.
    expect(await mergeSearchIndex({ db, dialect: 'sqlite' })).toEqual({ steps: 1 });
    // Stopped when asked, before its first step.
    expect(await mergeSearchIndex({ db, dialect: 'sqlite' }, AbortSignal.abort())).toEqual({ steps: 0 });
  });

  it('knows which organisations are stored in creation order (migration 2026-11-28T20-search-order)', async () => {
    ({ db, close } = connect({ url: 'sqlite::memory:' }));
    const upTo = Object.fromEntries(Object.entries(crmMigrations).filter(([name]) => name < ORDER));
    expect((await migrator(upTo).migrateToLatest()).error).toBeUndefined();
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString();
    const put = (orgId: string, s: number) => {
      const v = { firstName: 'Ana', lastName: 'García', email: `ana${seq++}@gmail.com` };
      const id = crypto.randomUUID();
      return db
        .insertInto('crmContacts')
        .values({ id, orgId, ...v, ...derivedKeys(v), createdAt: at(s), updatedAt: at(s) })
        .execute()
        .then(() => id);
    };
    // Stored before the migration: org-a in order (a tie included), org-b with one contact older
    // than the one stored before it.
    for (const s of [1, 2, 2, 3]) await put('org-a', s);
    for (const s of [1, 5, 4, 6]) await put('org-b', s);
    expect((await migrator(crmMigrations).migrateToLatest()).error).toBeUndefined();
    const flags = async () =>
      Object.fromEntries(
        (await db.selectFrom('crmSearchOrgs').select(['orgId', 'disordered', 'lastCreated']).execute()).map(
          (o) => [o.orgId, [Number(o.disordered), o.lastCreated]],
        ),
      );
    expect(await flags()).toEqual({ 'org-a': [0, at(3)], 'org-b': [1, at(6)] });

    // Kept by the triggers: a new organisation, inserts in order and alike (an import's batch).
    for (const s of [3, 7, 7]) await put('org-a', s);
    const moved = await put('org-c', 10);
    expect(await flags()).toEqual({ 'org-a': [0, at(7)], 'org-b': [1, at(6)], 'org-c': [0, at(10)] });
    // A contact older than the latest: out of order.
    await put('org-c', 9);
    // A changed creation time; a contact moved in from another organisation (its rowid is older).
    const changed = await put('org-d', 1);
    await put('org-d', 2);
    await db
      .updateTable('crmContacts')
      .set({ createdAt: at(3) })
      .where('id', '=', changed)
      .execute();
    await db.updateTable('crmContacts').set({ orgId: 'org-a' }).where('id', '=', moved).execute();
    expect(await flags()).toEqual({
      'org-a': [1, at(10)],
      'org-b': [1, at(6)],
      'org-c': [1, at(10)],
      'org-d': [1, at(3)],
    });
    // Other changes leave the flags alone.
    const e = await put('org-e', 1);
    await db.updateTable('crmContacts').set({ company: 'Acme' }).where('id', '=', e).execute();
    expect((await flags())['org-e']).toEqual([0, at(1)]);

    // Down: the columns and triggers are gone, inserts go on.
    const down = await migrator(crmMigrations).migrateDown();
    expect(down.results?.[0]?.migrationName).toBe(ORDER);
    await put('org-a', 1);
    const { rows } = await sql<{
      name: string;
    }>`select name from pragma_table_info('crm_search_orgs')`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(['n', 'org_id']);
  });

  it('stops merging after about two rewrites of the index while deletes keep arriving', async () => {
    ({ db, close } = connect({ url: 'sqlite::memory:' }));
    expect((await migrator(crmMigrations).migrateToLatest()).error).toBeUndefined();
    const ids = await anas(0, 6000);
    await mergeSearchIndex({ db, dialect: 'sqlite' });
    const pages = Number(
      (await sql<{ n: number }>`select count(*) as n from crm_contacts_text_data`.execute(db)).rows[0]?.n,
    );
    // A delete between every two steps (an undo in batches): each leaves a tombstone to merge away.
    let merging = true;
    const deleting = (async () => {
      for (const id of ids.slice(0, 3000)) {
        if (!merging) break;
        await db.deleteFrom('crmContacts').where('id', '=', id).execute();
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const { steps } = await mergeSearchIndex({ db, dialect: 'sqlite' });
    merging = false;
    await deleting;
    expect(steps).toBe(mergeBudget(pages));
    expect(await found('org-a', 'ana5999')).toHaveLength(1);
  });

  it('after an import, merges only what FTS5 would, never the merged bulk of the index', async () => {
    ({ db, close } = connect({ url: 'sqlite::memory:' }));
    expect((await migrator(crmMigrations).migrateToLatest()).error).toBeUndefined();
    await anas(0, 6000);
    await mergeSearchIndex({ db, dialect: 'sqlite' });
    const pages = async () =>
      new Set(
        (
          await sql<{ id: number; block: Uint8Array }>`select id, block from crm_contacts_text_data
            where id > 10`.execute(db)
        ).rows.map((r) => `${r.id}:${Buffer.from(r.block).toString('hex')}`),
      );
    const merged = await pages();
    // A small import: a few more segments (FTS5 writes one per statement of the import's batch).
    await anas(6000, 20);
    await mergeSearchIndex({ db, dialect: 'sqlite' }, undefined, { incremental: true });
    // The merged pages are untouched; the new contacts are found.
    const after = await pages();
    expect([...merged].filter((p) => !after.has(p))).toEqual([]);
    expect(await found('org-a', 'ana6019')).toHaveLength(1);
    // In full (the nightly run), the merged bulk is rewritten with the rest into one segment.
    expect((await mergeSearchIndex({ db, dialect: 'sqlite' })).steps).toBeGreaterThan(1);
    const full = await pages();
    expect([...merged].filter((p) => !full.has(p)).length).toBeGreaterThan(0);
    expect(await found('org-a', 'ana6019')).toHaveLength(1);
  });

  it('codes each organisation number as one trigram of three private-use characters', () => {
    const codes = [1, 2, 4095, 4096, 4097, 2 ** 24, 2 ** 24 + 1, 2 ** 31 - 1].map(orgCode);
    for (const c of codes) {
      expect([...c]).toHaveLength(3);
      for (const ch of c) expect(ch.codePointAt(0)).toBeGreaterThanOrEqual(0xe000);
      for (const ch of c) expect(ch.codePointAt(0)).toBeLessThanOrEqual(0xefff);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});
