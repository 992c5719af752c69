// Growth: does the hub stay as fast when one organisation holds many contacts and many events?
// `node --import tsx bench/growth.ts` (SQLite file); BENCH_DIALECT=postgres runs on TEST_DATABASE_URL
// (a schema of its own, dropped at the end). In one run, against itself at a small size:
// - contact search (the CRM's listContacts, in-process: what grows is the query, not the HTTP stack):
//   p99 wall ms of typical queries in organisations of 10k, 100k and 1M contacts — goal 1M within
//   2× of 10k; and at 1M again while the newest contacts are an import matching few queries;
// - ingestion (the SuperHub's group commit, in-process, 50 events a commit): CPU µs per event of the
//   hub process with 0 and with BENCH_GROWTH_EVENTS stored events — goal within 1.2×;
// - CSV import (the CRM's import job) rows/s into an empty organisation and into the one holding the
//   most contacts — goal within 1.5×. The imports are undone at the end.
// Sizes: BENCH_GROWTH_MAX (contacts, default 1,000,000: the sizes are 10k, 100k, 1M up to it),
// BENCH_GROWTH_EVENTS (default 10,000,000), BENCH_GROWTH_IMPORT (rows, default 20,000). A quick run:
// BENCH_GROWTH_MAX=100000 BENCH_GROWTH_EVENTS=1000000. SQLite keeps its database between runs in
// BENCH_GROWTH_DIR (default <tmp>/ecohub-bench-growth): a later run only adds what is missing;
// BENCH_GROWTH_FRESH=1 starts again. On PostgreSQL only the hub process's CPU is counted (the server's
// is not): compare the wall figures too.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, coreServices, type Database, timeOrderedId } from '@ecohub/core';
import { hubOn, sharedDatabase } from '@ecohub/core/testing';
import { sql } from 'kysely';
import { derivedKeys } from '../plugins/crm/src/server/contacts/row.ts';
import { mergeSearchIndex } from '../plugins/crm/src/server/contacts/search-upkeep.ts';
import crm from '../plugins/crm/src/server/index.ts';
import type { CrmSetup } from '../plugins/crm/src/server/setup.ts';
import ecosystem from '../plugins/ecosystem/src/server/index.ts';
import superhub from '../plugins/superhub/src/server/index.ts';
import type { EventRow } from '../plugins/superhub/src/server/ingest/event-store.ts';
import type { groupCommit } from '../plugins/superhub/src/server/ingest/service.ts';
import { ensureMonths } from '../plugins/superhub/src/server/retention/partitions.ts';
import { FIRST_NAMES, LAST_NAMES } from './lib/names.ts';

process.env.SUPERHUB_EVENTS_PER_MINUTE ??= '1000000000';
const MAX = Number(process.env.BENCH_GROWTH_MAX ?? 1_000_000);
const EVENTS = Number(process.env.BENCH_GROWTH_EVENTS ?? 10_000_000);
const IMPORT_ROWS = Number(process.env.BENCH_GROWTH_IMPORT ?? 20_000);
const SIZES = [10_000, 100_000, 1_000_000].filter((n) => n <= MAX);
const pg = process.env.BENCH_DIALECT === 'postgres';
// What people type (bench/contact-search.ts): starts, an email start, a full name; and any part.
const QUERIES = ['jos', 'garcia', 'zo', 'person4242', 'ada lov', 'mull', 'gr', 'siob', 'nunez', 'person9'];
const SUBSTRINGS = ['gmail.com', 'proton', 'arcia', 'ller', 'son42', '4242@', 'uyen', 'obh'];
const DOMAINS = ['gmail.com', 'outlook.com', 'icloud.com', 'proton.me', 'example.org', 'acme-homes.com'];
const SEARCH_ROUNDS = Number(process.env.BENCH_GROWTH_ROUNDS ?? 30);
const COMMITS = Number(process.env.BENCH_GROWTH_COMMITS ?? 400);
const PER_COMMIT = 50;

// The database: a SQLite file kept between runs, or a fresh PostgreSQL schema.
let database: Database;
let drop = async () => {};
if (pg) {
  const shared = await sharedDatabase('postgres');
  database = shared.open();
  drop = () => shared.drop();
} else {
  const dir = process.env.BENCH_GROWTH_DIR ?? path.join(tmpdir(), 'ecohub-bench-growth');
  if (process.env.BENCH_GROWTH_FRESH) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'hub.sqlite');
  if (existsSync(file)) console.log(`reusing ${file}`);
  database = connect({ url: `sqlite:${file}` });
}
const hub = await hubOn(database, [ecosystem, crm, superhub]);
await hub.start();
const db = hub.ctx.db;
const orgs = hub.ctx.use(coreServices).orgs;
const { search, imports } = hub.running('crm').setup as CrmSetup;
const { store } = hub.running('superhub').setup as { store: ReturnType<typeof groupCommit> };

async function orgNamed(name: string): Promise<string> {
  const found = await db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirst();
  return found?.id ?? (await orgs.create({ name })).id;
}
const count = async (table: string, orgId: string) =>
  Number(
    (
      await db
        .selectFrom(table as 'crm_contacts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('orgId', '=', orgId)
        .executeTakeFirst()
    )?.n,
  );
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};

/** Contacts `from`..`to`-1 of the bench's population, in transactions of 20,000 rows. */
async function seedContacts(orgId: string, from: number, to: number) {
  const t0 = performance.now();
  for (let i = from; i < to; i += 20_000) {
    await db.transaction().execute(async (trx) => {
      for (let k = i; k < Math.min(to, i + 20_000); k += 500) {
        const rows = [];
        for (let j = k; j < Math.min(to, k + 500); j++) {
          const v = {
            firstName: FIRST_NAMES[j % FIRST_NAMES.length] as string,
            lastName: LAST_NAMES[(j * 7) % LAST_NAMES.length] as string,
            email: `person${j}@${DOMAINS[Math.min(j % 13, DOMAINS.length - 1)]}`,
          };
          const at = new Date(Date.UTC(2026, 0, 1) + j * 1000).toISOString();
          rows.push({
            id: crypto.randomUUID(),
            orgId,
            ...v,
            ...derivedKeys(v),
            source: 'Bench',
            createdAt: at,
            updatedAt: at,
          });
        }
        await trx.insertInto('crm_contacts').values(rows).execute();
      }
    });
  }
  console.log(
    `  seeded contacts ${from.toLocaleString('en-US')}..${to.toLocaleString('en-US')} in ${secs(performance.now() - t0)}`,
  );
}

/**
 * Wall ms of each listContacts call over every query, SEARCH_ROUNDS rounds after a warm-up; the
 * slowest queries by median are printed (the p99 is theirs).
 */
async function searchLatencies(orgId: string): Promise<number[]> {
  const queries = [...QUERIES, ...SUBSTRINGS];
  for (const q of queries) await search.list(orgId, { q, sort: '-createdAt', limit: 10 } as never);
  const ms: number[] = [];
  const byQuery = new Map<string, number[]>(queries.map((q) => [q, []]));
  for (let r = 0; r < SEARCH_ROUNDS; r++)
    for (const q of queries) {
      const t0 = performance.now();
      await search.list(orgId, { q, sort: '-createdAt', limit: 10 } as never);
      const t = performance.now() - t0;
      ms.push(t);
      byQuery.get(q)?.push(t);
    }
  const slowest = [...byQuery]
    .map(([q, xs]) => ({ q, p50: pct(xs, 50) }))
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 4);
  console.log(`    slowest by p50: ${slowest.map((x) => `"${x.q}" ${x.p50.toFixed(2)} ms`).join(', ')}`);
  return ms;
}

// 1. Contact search at each size, each in an organisation of its own (the largest is 'Growth'): a
// cached database measures each size at its own, with the other organisations' rows around it.
const big = await orgNamed('Growth');
const searchRows: Array<{ size: number; p50: number; p99: number }> = [];
console.log(`\ngrowth on ${pg ? 'PostgreSQL' : 'SQLite'}: contact search`);
for (const size of SIZES) {
  const org = size === SIZES.at(-1) ? big : await orgNamed(`Growth ${size}`);
  const have = await count('crm_contacts', org);
  if (have < size) await seedContacts(org, have, size);
  // The trigram index as the CRM's merge job keeps it (nightly, and after each import and undo):
  // the seeding above writes the contacts directly.
  if (!pg) await mergeSearchIndex({ db, dialect: 'sqlite' });
  // PostgreSQL plans from statistics: autovacuum would take them in a while, the bench at once.
  if (pg) await sql`analyze crm_contacts`.execute(db);
  const ms = await searchLatencies(org);
  searchRows.push({ size, p50: pct(ms, 50), p99: pct(ms, 99) });
  console.log(
    `  ${size.toLocaleString('en-US').padStart(9)} contacts: p50 ${pct(ms, 50).toFixed(2)} ms, p99 ${pct(ms, 99).toFixed(2)} ms (${ms.length} calls)`,
  );
}

// 2. CSV import into an empty organisation and into the big one.
/** The bench's imports, undone at the end: a later run on the cached database measures the same one. */
const undoLater: Array<{ orgId: string; jobId: string }> = [];
async function importRate(orgId: string, tag: string): Promise<{ rowsPerS: number; cpuUsPerRow: number }> {
  const lines = ['First Name,Last Name,Email,Company,Phone'];
  for (let i = 0; i < IMPORT_ROWS; i++)
    lines.push(`Émile${i},Nuñez${i % 50},${tag}${i}@example.com,Co ${i % 300},555-${i}`);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const { jobId } = await imports.start(orgId, null, { csvData: lines.join('\n'), filename: `${tag}.csv` });
  const job = await hub.ctx.jobs.wait(jobId, 600_000);
  if (job.status !== 'completed') throw new Error(`import ${job.status}: ${job.error}`);
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  undoLater.push({ orgId, jobId });
  return { rowsPerS: IMPORT_ROWS / (ms / 1000), cpuUsPerRow: (c.user + c.system) / IMPORT_ROWS };
}
const run = Date.now().toString(36);
const empty = await orgs.create({ name: `Growth empty ${run}` });
const bigCount = await count('crm_contacts', big);
// A first import warms the import path up (JIT, statement caches) for both figures.
await importRate((await orgs.create({ name: `Growth warm-up ${run}` })).id, `w${run}_`);
const intoEmpty = await importRate(empty.id, `e${run}_`);
const intoBig = await importRate(big, `b${run}_`);
console.log(`\ncsv import of ${IMPORT_ROWS.toLocaleString('en-US')} rows`);
console.log(
  `  into an empty organisation: ${Math.round(intoEmpty.rowsPerS)} rows/s, ${intoEmpty.cpuUsPerRow.toFixed(0)} CPU µs/row`,
);
console.log(
  `  into ${bigCount.toLocaleString('en-US')} contacts: ${Math.round(intoBig.rowsPerS)} rows/s, ${intoBig.cpuUsPerRow.toFixed(0)} CPU µs/row`,
);
// Search again while the import's newer contacts (matching few of the queries) come first in
// creation order: a walk from the newest must pass them.
const afterImport = await searchLatencies(big);
console.log(
  `\ncontact search at ${(bigCount + IMPORT_ROWS).toLocaleString('en-US')} contacts, the newest ${IMPORT_ROWS.toLocaleString('en-US')} imported: p50 ${pct(afterImport, 50).toFixed(2)} ms, p99 ${pct(afterImport, 99).toFixed(2)} ms`,
);
for (const { orgId, jobId } of undoLater) await imports.undo(orgId, jobId, null);

// 3. Ingestion with no stored events, then with EVENTS stored.
let eventsOrg = await orgNamed('Growth events');
const rowsOf = (appId: string, n: number): EventRow[] =>
  Array.from({ length: n }, () => {
    const at = hub.ctx.clock.now().toISOString();
    return {
      id: timeOrderedId(),
      orgId: eventsOrg,
      appId,
      messageId: `msg_${timeOrderedId()}`,
      source: 'server',
      stream: 'webhook_events',
      event: 'order.paid',
      status: 'ok',
      tag: 'revenue',
      userKey: 'ada@example.com',
      data: '{"plan":"pro","amount":4200}',
      occurredAt: at,
      receivedAt: at,
    };
  });
/**
 * Commits before each measurement: V8 optimises the commit path over its first few hundred runs,
 * and the figure with no stored events is taken first.
 */
const WARMUP_COMMITS = 200;
async function ingestCost(into: typeof store, appId: string) {
  for (let i = 0; i < WARMUP_COMMITS; i++) await into.submit(appId, eventsOrg, rowsOf(appId, PER_COMMIT));
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < COMMITS; i++) await into.submit(appId, eventsOrg, rowsOf(appId, PER_COMMIT));
  const c = process.cpuUsage(c0);
  const n = COMMITS * PER_COMMIT;
  return { cpuUs: (c.user + c.system) / n, wallUs: ((performance.now() - t0) * 1000) / n };
}
/** Stored events of the bench (earlier months, time-ordered ids and message ids) up to `total`. */
async function seedEvents(total: number) {
  const have = await count('superhub_events', eventsOrg);
  if (have >= total) return;
  const t0 = performance.now();
  // Spread over the six months before this one, like a busy ecosystem's history.
  const now = hub.ctx.clock.now();
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, 1);
  const span = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - start;
  if (pg) await ensureMonths(db, new Date(start), 7);
  const CHUNK = 500_000;
  for (let from = have; from < total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK);
    if (pg) {
      await sql`insert into superhub_events (id, org_id, app_id, message_id, source, stream, event, status, tag,
          user_key, data, occurred_at, received_at)
        select lpad(to_hex(i), 12, '0'), ${eventsOrg}, 'app_bulk_' || (i % 20), 'bulk_' || lpad(i::text, 10, '0'),
          'server', 'webhook_events', 'order.paid', 'ok', 'revenue', 'u' || (i % 5000) || '@example.com',
          '{"plan":"pro"}', t, t
        from generate_series(${from}::bigint, ${to - 1}::bigint) as i,
          lateral (select to_char(to_timestamp((${start}::float8 + i * ${span / total}::float8) / 1000)
            at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as t) as ts`.execute(db);
      await sql`insert into superhub_event_keys (app_id, message_id, event_id, received_at)
        select 'app_bulk_' || (i % 20), 'bulk_' || lpad(i::text, 10, '0'), lpad(to_hex(i), 12, '0'),
          to_char(to_timestamp((${start}::float8 + i * ${span / total}::float8) / 1000) at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        from generate_series(${from}::bigint, ${to - 1}::bigint) as i`.execute(db);
    } else {
      await sql`with recursive s(i) as (select ${from} union all select i + 1 from s where i < ${to - 1})
        insert into superhub_events (id, org_id, app_id, message_id, source, stream, event, status, tag,
          user_key, data, occurred_at, received_at)
        select printf('%012x', i), ${eventsOrg}, 'app_bulk_' || (i % 20), printf('bulk_%010d', i), 'server',
          'webhook_events', 'order.paid', 'ok', 'revenue', 'u' || (i % 5000) || '@example.com', '{"plan":"pro"}',
          strftime('%Y-%m-%dT%H:%M:%fZ', (${start} + i * ${span / total}) / 1000.0, 'unixepoch'),
          strftime('%Y-%m-%dT%H:%M:%fZ', (${start} + i * ${span / total}) / 1000.0, 'unixepoch')
        from s`.execute(db);
    }
    process.stdout.write(`  events ${to.toLocaleString('en-US')} (${secs(performance.now() - t0)})\n`);
  }
  if (pg) await sql`analyze superhub_events`.execute(db);
}
/**
 * SQLite: what the seeds wrote to the WAL (gigabytes at 10M events) is copied into the file now, not
 * by the hub's checkpoint thread while commits are measured: that thread's CPU is the process's (a
 * run right after a fresh seed measured ×1.91 CPU per event at 10M, ×1.19 wall; the next run, on
 * the cached file, ×0.82).
 */
async function settleWal() {
  if (!pg) await sql`pragma wal_checkpoint(truncate)`.execute(db);
}
console.log(`\ningestion: ${COMMITS} commits of ${PER_COMMIT} events`);
await settleWal();
// No stored events: PostgreSQL's schema is new; SQLite's cached file may hold millions, so a new
// file next to it (the same settings) takes the events for this figure.
let atZero: { cpuUs: number; wallUs: number };
if (pg || (await count('superhub_events', eventsOrg)) === 0) {
  atZero = await ingestCost(store, `app_zero_${run}`);
} else {
  const file = path.join(
    process.env.BENCH_GROWTH_DIR ?? path.join(tmpdir(), 'ecohub-bench-growth'),
    'zero.sqlite',
  );
  rmSync(file, { force: true });
  rmSync(`${file}-wal`, { force: true });
  const zero = await hubOn(connect({ url: `sqlite:${file}` }), [ecosystem, superhub]);
  const zeroOrg = (await zero.ctx.use(coreServices).orgs.create({ name: 'Growth events' })).id;
  const zeroStore = (zero.running('superhub').setup as { store: typeof store }).store;
  const saved = eventsOrg;
  eventsOrg = zeroOrg;
  atZero = await ingestCost(zeroStore, `app_zero_${run}`);
  eventsOrg = saved;
  await zero.stop();
  rmSync(file, { force: true });
}
console.log(
  `  with 0 stored events: ${atZero.cpuUs.toFixed(1)} CPU µs/event, ${atZero.wallUs.toFixed(1)} µs/event wall`,
);
await seedEvents(EVENTS);
await settleWal();
const stored = await count('superhub_events', eventsOrg);
const atMany = await ingestCost(store, `app_many_${run}`);
console.log(
  `  with ${stored.toLocaleString('en-US')} stored events: ${atMany.cpuUs.toFixed(1)} CPU µs/event, ${atMany.wallUs.toFixed(1)} µs/event wall`,
);

const first = searchRows[0];
const last = searchRows[searchRows.length - 1];
console.log('\nsummary (a shared, loaded machine: ratios in the same run say more than absolute figures)');
if (first && last)
  console.log(
    `  search p99 at ${last.size.toLocaleString('en-US')} / at ${first.size.toLocaleString('en-US')}: ${(last.p99 / first.p99).toFixed(2)} (goal ≤ 2.00 at 1M)`,
  );
console.log(
  `  ingestion CPU per event at ${stored.toLocaleString('en-US')} / at 0: ${(atMany.cpuUs / atZero.cpuUs).toFixed(2)} (goal ≤ 1.20 at 10M); wall ${(atMany.wallUs / atZero.wallUs).toFixed(2)}`,
);
console.log(
  `  csv import rows/s empty / into ${bigCount.toLocaleString('en-US')}: ${(intoEmpty.rowsPerS / intoBig.rowsPerS).toFixed(2)} (goal ≤ 1.50 at 1M)`,
);
await hub.stop();
await drop();
