import { testDialects } from '@ecohub/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../shared/index.ts';
import { derivedKeys, toContact } from '../contacts/row.ts';
import { matchesNeedles, needles } from '../contacts/substring.ts';
import { crmHub, json } from './fixtures.ts';

// 1,300 contacts: enough that a list of 5 walks only part of the organisation (1,000 rows), so
// each way of answering a search is taken: a few matches read and sorted, many found by walking
// the sort index, a walk that falls short handing over to reading all matches, and in name order
// the full-name matches read from their range of the name index with the few others.
const N = 1300;
// A second organisation, all "Dana", with a rare status: enough matches (more than LONG_MATCHES)
// that a walk falling short is tried again longer, over all of them.
const DENSE = 2600;
// A third organisation: 2,100 "Dana" (more than LONG_MATCHES), then 3,000 newer contacts that
// match none of them (an import): a walk in creation order must pass the import to reach them.
const DEEP = 2100;
const IMPORTED = 3000;
const FIRST = ['José', 'Zoë', 'Renée', 'Björn', 'Ada', 'Grace', 'Mateo', 'Priya'];
const LAST = [
  'García',
  'Müller',
  'Nguyen',
  'Okafor',
  'Lovelace',
  'Hopper',
  'Núñez',
  'Ångström',
  'Patel',
  'Dubois',
];
const SOURCES = ['Web', 'Event', 'Referral'];
const STATUSES = ['lead', 'qualified', 'customer', 'lost', 'lead'];
const SORTS = ['-createdAt', 'createdAt', 'name', '-name', 'value', '-value'];

function firstName(i: number) {
  if ([5, 600, 1200].includes(i)) return 'Xavier'; // rare: 3 matches
  if (i % 7 === 3 && i < 280) return 'Quentin'; // 40 matches, all among the oldest
  if ((i >= 1230 && i % 2 === 0) || i === 100 || i === 700) return 'Yara'; // dense at the newest, then 2 old
  return FIRST[i % FIRST.length];
}

// A few last names and emails that start like "Quentin": name order mixes them with the full-name
// matches, which lie together in the name index.
const QUENTINSON = [50, 401, 902, 1251, 1299];

function lastName(i: number) {
  return QUENTINSON.includes(i) ? 'Quentinson' : LAST[(i * 7) % LAST.length];
}

function contactRow(orgId: string, i: number) {
  const base = Date.UTC(2026, 0, 1);
  // Two contacts a minute: equal creation times, ordered by id.
  const at = new Date(base + Math.floor(i / 2) * 60_000).toISOString();
  const v = {
    firstName: firstName(i),
    lastName: lastName(i),
    email: i === 640 || i === 1111 ? `quentin${i}@example.com` : `person${i}@example.com`,
  };
  const odd = i % 97 === 0;
  return {
    id: crypto.randomUUID(),
    orgId,
    ...v,
    ...derivedKeys(v),
    phone: i % 2 ? `+1 555 ${i}` : '',
    company: i % 3 ? 'Acme "Quoted" \\ Co' : '',
    source: SOURCES[i % SOURCES.length],
    status: STATUSES[i % STATUSES.length],
    value: ((i * 37) % 500) * 100 + (i === 7 ? 2 ** 40 + 1 : 0),
    lastContactedAt: i % 4 ? null : at,
    street: i % 11 === 0 ? '1 Main St' : i % 13 === 0 ? '' : null,
    city: i % 17 === 0 ? 'Zürich' : null,
    state: null,
    zip: i % 19 === 0 ? '8001' : null,
    latitude: odd ? 0.1 + 0.2 : i % 5 === 0 ? 47.376887 + i / 1e9 : null,
    longitude: odd ? -122.41941550000001 : i % 5 === 0 ? 8.541694 - i / 3 : null,
    tags: i % 23 === 0 ? 'not json' : i % 9 === 0 ? '["vip","a\\"b", "é"]' : '[]',
    createdAt: at,
    updatedAt: at,
  };
}

type Row = ReturnType<typeof contactRow>;

/** Every contact a "Dana"; one in 200 a customer (the rest leads). */
function denseRow(orgId: string, i: number): Row {
  const v = { firstName: 'Dana', lastName: LAST[i % LAST.length], email: `dense${i}@example.com` };
  return { ...contactRow(orgId, i), ...v, ...derivedKeys(v), status: i % 200 === 7 ? 'customer' : 'lead' };
}

/** The deep organisation: the matches first, then the newer import that hides them. */
function deepRow(orgId: string, i: number): Row {
  if (i < DEEP) return denseRow(orgId, i);
  const v = { firstName: 'Émile', lastName: `Import${i % 40}`, email: `imported${i}@example.org` };
  return { ...contactRow(orgId, i), ...v, ...derivedKeys(v) };
}

/**
 * The tied organisation: 150 contacts a minute apart, then 300 stamped alike (an import's batch),
 * then 100 more a minute apart and a last batch of 50: a page's matches end inside a batch, a
 * cursor lands in one, and the newest matches are a batch larger than a page.
 */
const TIED = 600;
function tiedRow(orgId: string, i: number): Row {
  const minute = i < 150 ? i : i < 450 ? 150 : Math.min(i, 550);
  const at = new Date(Date.UTC(2026, 0, 1) + minute * 60_000).toISOString();
  const v = {
    firstName: i % 3 ? 'Dana' : 'Zoë',
    lastName: LAST[i % LAST.length] as string,
    email: `tied${i}@${i % 4 ? 'example.com' : 'proton.me'}`,
  };
  return { ...contactRow(orgId, i), ...v, ...derivedKeys(v), createdAt: at, updatedAt: at };
}

/** A random order of 0..n-1 that is the same every run. */
function shuffled(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let seed = 7;
  for (let i = n - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The answer computed plainly: every contact of the org, matched, filtered and sorted in memory. */
function reference(rows: Row[], p: { q?: string; source?: string; status?: string; sort: string }) {
  const n = needles(p.q ?? '');
  const key = (r: Row) => {
    const s = p.sort.replace('-', '');
    return s === 'name' ? r.nameKey : s === 'value' ? r.value : r.createdAt;
  };
  const desc = p.sort.startsWith('-') ? -1 : 1;
  return rows
    .filter((r) => p.q === undefined || matchesNeedles(n, r))
    .filter((r) => !p.source || r.source === p.source)
    .filter((r) => !p.status || r.status === p.status)
    .sort((a, b) => desc * (cmp(key(a), key(b)) || cmp(a.id, b.id)));
}

describe.each(testDialects)('contact search on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof crmHub>>;
  let a: Awaited<ReturnType<typeof t.signedIn>>;
  let rows: Row[];
  let d: Awaited<ReturnType<typeof t.signedIn>>;
  let denseRows: Row[];
  let e: Awaited<ReturnType<typeof t.signedIn>>;
  let deepRows: Row[];
  let tied: Awaited<ReturnType<typeof t.signedIn>>;
  let tiedRows: Row[];
  let mixed: Awaited<ReturnType<typeof t.signedIn>>;
  let mixedRows: Row[];
  let expectedContact: Map<string, Contact>;

  beforeAll(async () => {
    t = await crmHub(dialect);
    a = await t.signedIn({ role: 'member' });
    const other = await t.signedIn({ role: 'member' });
    rows = Array.from({ length: N }, (_, i) => contactRow(a.orgId, i));
    const db = t.hub.ctx.db;
    const store = async (rs: Row[]) => {
      for (let i = 0; i < rs.length; i += 200)
        await db
          .insertInto('crm_contacts')
          .values(rs.slice(i, i + 200))
          .execute();
    };
    await store(rows);
    // Another organisation with the same people: never in the answers.
    await db
      .insertInto('crm_contacts')
      .values(Array.from({ length: 60 }, (_, i) => contactRow(other.orgId, 1240 + i)))
      .execute();
    d = await t.signedIn({ role: 'member' });
    denseRows = Array.from({ length: DENSE }, (_, i) => denseRow(d.orgId, i));
    await store(denseRows);
    e = await t.signedIn({ role: 'member' });
    deepRows = Array.from({ length: DEEP + IMPORTED }, (_, i) => deepRow(e.orgId, i));
    await store(deepRows);
    tied = await t.signedIn({ role: 'member' });
    tiedRows = Array.from({ length: TIED }, (_, i) => tiedRow(tied.orgId, i));
    await store(tiedRows);
    // The main organisation's people stored in no particular order (not as they were created).
    mixed = await t.signedIn({ role: 'member' });
    mixedRows = shuffled(N).map((i) => contactRow(mixed.orgId, i));
    await store(mixedRows);
    // The contact as GET /api/contacts/:id answers it, from the stored row.
    const stored = await db
      .selectFrom('crm_contacts')
      .selectAll()
      .where('orgId', 'in', [a.orgId, d.orgId, e.orgId, tied.orgId, mixed.orgId])
      .execute();
    expectedContact = new Map(stored.map((r) => [r.id as string, toContact(r)]));
  }, 60_000);
  afterAll(() => t?.close());

  /** Pages through the list (at most `pages` pages); returns the contacts in order. */
  async function list(
    params: Record<string, string | number>,
    pages = Number.POSITIVE_INFINITY,
    agent = a.agent,
  ) {
    const seen: Contact[] = [];
    const cursors = new Set<string>();
    let cursor: string | null = null;
    for (let n = 0; n < pages; n++) {
      // A cursor that comes back, or paging past every contact, is a broken cursor: fail, never loop.
      if (cursor !== null && cursors.has(cursor)) throw new Error(`cursor repeated: ${cursor}`);
      if (cursor !== null) cursors.add(cursor);
      if (n > 10_000) throw new Error('paging did not end');
      const qs = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) } as Record<string, string>);
      const res = await agent.get(`/api/contacts?${qs}`);
      expect(res.status).toBe(200);
      const page: { items: Contact[]; nextCursor: string | null } = await json(res);
      seen.push(...page.items);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return seen;
  }

  async function expectSame(
    p: { q?: string; source?: string; status?: string; sort: string },
    limit: number,
    pages?: number,
    org: 'main' | 'dense' | 'deep' | 'tied' | 'mixed' = 'main',
  ) {
    const want = reference(
      { main: rows, dense: denseRows, deep: deepRows, tied: tiedRows, mixed: mixedRows }[org],
      p,
    );
    const agent = { main: a.agent, dense: d.agent, deep: e.agent, tied: tied.agent, mixed: mixed.agent }[org];
    const got = await list({ ...p, limit } as Record<string, string | number>, pages, agent);
    const wanted = pages === undefined ? want : want.slice(0, pages * limit);
    expect(
      got.map((c) => c.id),
      JSON.stringify(p),
    ).toEqual(wanted.map((r) => r.id));
    for (const c of got) expect(c).toEqual(expectedContact.get(c.id));
  }

  it('answers rare matches, in every sort, across pages', async () => {
    for (const sort of SORTS) await expectSame({ q: 'xavier', sort }, 2);
  });

  it('answers many matches spread among the oldest contacts (a walk that falls short)', async () => {
    for (const sort of SORTS) await expectSame({ q: 'QUENTIN', sort }, 5);
  });

  it('in name order, takes the full-name matches from their range with the few others, across pages', async () => {
    for (const sort of ['name', '-name']) {
      for (const q of ['quentin', 'QUEN', 'q']) await expectSame({ q, sort }, 5);
      await expectSame({ q: 'quentin', sort }, 2);
      await expectSame({ q: 'quentin', source: 'Web', sort }, 3);
      await expectSame({ q: 'jo', status: 'lost', sort }, 4, 5);
    }
  });

  it('walks longer when a walk falls short among many matches (rare filter), across pages', async () => {
    for (const sort of SORTS) {
      await expectSame({ q: 'dana', status: 'customer', sort }, 5, undefined, 'dense');
      await expectSame({ q: 'd', status: 'customer', sort }, 4, undefined, 'dense');
      await expectSame({ q: 'dana', sort }, 10, 2, 'dense');
    }
    await expectSame({ q: 'dana', status: 'lost', sort: 'name' }, 5, undefined, 'dense');
    await expectSame({ q: 'd', status: 'lost', sort: '-value' }, 5, undefined, 'dense');
  });

  it('walks past newer contacts that do not match to many older matches, across pages', async () => {
    for (const sort of SORTS) {
      await expectSame({ q: 'dana', sort }, 10, 3, 'deep');
      await expectSame({ q: 'dense1', sort }, 7, 3, 'deep');
      await expectSame({ q: 'dana', status: 'customer', sort }, 5, undefined, 'deep');
    }
    // The last pages: the walk from a cursor deep in the matches, to their end.
    const all = reference(deepRows, { q: 'dana', sort: '-createdAt' });
    expect(all).toHaveLength(DEEP);
    await expectSame({ q: 'dana', sort: '-createdAt' }, 100, undefined, 'deep');
  });

  it('pages across the end of the walk: dense at the newest, then two old matches', async () => {
    for (const sort of SORTS) await expectSame({ q: 'yara', sort }, 5);
    await expectSame({ q: 'yara', sort: '-createdAt' }, 10);
  });

  it('answers dense matches by name, last name and email start, in every sort', async () => {
    for (const q of ['jo', 'garcia', 'NÚÑ', 'ada lov', 'person12', 'a'])
      for (const sort of SORTS) await expectSame({ q, sort }, 5, 4);
    await expectSame({ q: 'person12', sort: '-createdAt' }, 20);
    await expectSame({ q: 'zz', sort: '-createdAt' }, 5);
  });

  it('finds any part of a name or email, an email domain included', async () => {
    for (const q of ['example.com', 'EXAMPLE', 'son12', 'arcia', 'uentin', 'nson', 'n12@ex'])
      for (const sort of SORTS) await expectSame({ q, sort }, 5, 3);
    await expectSame({ q: 'ana', status: 'customer', sort: 'name' }, 5, undefined, 'dense');
    await expectSame({ q: 'no-such-part', sort: '-createdAt' }, 5);
  });

  it('in creation order, pages through matches stamped alike (an import) and stored out of order', async () => {
    for (const sort of ['-createdAt', 'createdAt']) {
      for (const q of ['dana', 'zoë', 'proton', 'ied1', 'example.com', 'ed44'])
        for (const limit of [5, 7]) await expectSame({ q, sort }, limit, undefined, 'tied');
      await expectSame({ q: 'dana', status: 'customer', sort }, 3, undefined, 'tied');
      for (const q of ['son12', 'arcia', 'example.com', 'uentin', 'yara']) {
        await expectSame({ q, sort }, 5, 6, 'mixed');
        await expectSame({ q, source: 'Web', sort }, 4, 3, 'mixed');
      }
    }
    if (dialect !== 'sqlite') return;
    // Which organisations the trigram index's rowid order serves (migration 2026-11-28T20-search-order).
    const flags = await t.hub.ctx.db
      .selectFrom('crm_search_orgs' as never)
      .select(['org_id as orgId', 'disordered'] as never)
      .execute();
    const of = (orgId: string) => Number((flags as any[]).find((f) => f.orgId === orgId)?.disordered);
    expect([a, d, e, tied].map((o) => of(o.orgId))).toEqual([0, 0, 0, 0]);
    expect(of(mixed.orgId)).toBe(1);
  });

  it('filters by source and status, with and without a search', async () => {
    for (const sort of ['-createdAt', 'name', '-value']) {
      await expectSame({ q: 'jo', source: 'Event', sort }, 5, 3);
      await expectSame({ q: 'jo', status: 'customer', sort }, 5, 3);
      await expectSame({ q: 'yara', source: 'Referral', status: 'lead', sort }, 3);
      await expectSame({ q: 'quentin', status: 'qualified', sort }, 3);
      await expectSame({ source: 'Web', status: 'lost', sort }, 50, 2);
    }
  });

  it('lists without a search in every sort, every contact once', async () => {
    for (const sort of SORTS) await expectSame({ sort }, 200);
  });
});
