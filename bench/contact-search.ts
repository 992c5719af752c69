// Contact search at 100,000 contacts in one organisation: GET /api/contacts?q=…&limit=10 req/s on
// the hub (CRM plugin, SQLite file, signed-in session) against a bare Hono GET in the same run, for
// name and email starts and for any part of a name or email (a mail domain, a fragment: the
// trigram index), with the search's own latency in process (goal p99 ≤ 10 ms).
// `node --import tsx contact-search.ts` runs the bench; with `serve` it is the hub server process.
import path from 'node:path';
import { connect, coreServices, createHub, createSession, loadConfig } from '@ecohub/core';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { derivedKeys } from '../plugins/crm/src/server/contacts/row.ts';
import { contactSearch } from '../plugins/crm/src/server/contacts/search.ts';
import crm from '../plugins/crm/src/server/index.ts';
import { FIRST_NAMES, LAST_NAMES } from './lib/names.ts';
import { freePort, type Started, startAndWait, tempDataDir, withCpu } from './lib/processes.ts';

const CONTACTS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 10;
const DURATION_S = 5;
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const ORIGIN = 'http://127.0.0.1';
// What people type: name starts, a last name without its accent, an email start, a full name.
const QUERIES = ['jos', 'garcia', 'zo', 'person4242', 'ada lov', 'mull', 'gr', 'siob', 'nunez', 'person9'];
// Any part: mail domains (common, rare, a fragment) and the middle of names and emails.
const SUBSTRING_QUERIES = [
  'gmail.com',
  'proton',
  'example.org',
  'acme-homes.com',
  'arcia',
  'ller',
  'son42',
  '4242@',
  'uyen',
  'obh',
];
const DOMAINS = [
  'gmail.com',
  'outlook.com',
  'icloud.com',
  'proton.me',
  'example.org',
  'yahoo.com',
  'acme-homes.com',
];
const IN_PROCESS_ROUNDS = 50;

const hubFor = (dataDir: string) =>
  createHub({
    config: loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: ORIGIN } as never),
    plugins: [crm],
  });

if (process.argv[2] === 'serve') {
  const hub = await hubFor(process.env.BENCH_DATA_DIR!);
  await hub.start();
  serve({ fetch: hub.app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
} else {
  const data = tempDataDir();
  // Seed 100,000 contacts with the CRM's own keys, and a session to search with.
  const seed = await hubFor(data.dir);
  await seed.migrate();
  const core = seed.ctx.use(coreServices);
  const user = await core.users.create({ email: 'bench@example.com' });
  const org = await core.orgs.create({ name: 'Bench' });
  await core.orgs.addMember(org.id, user.id, 'owner');
  const { token } = await createSession(seed.ctx.db, seed.ctx.clock, user.id, org.id);
  process.stdout.write(`seeding ${CONTACTS} contacts\n`);
  await seed.ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < CONTACTS; i += 500) {
      const rows = [];
      for (let j = i; j < i + 500; j++) {
        const v = {
          firstName: FIRST_NAMES[j % FIRST_NAMES.length],
          lastName: LAST_NAMES[(j * 7) % LAST_NAMES.length],
          // Domains in proportions like a real list: gmail.com the commonest, acme-homes.com rare.
          email: `person${j}@${DOMAINS[Math.min(j % 13, DOMAINS.length - 1)]}`,
        };
        const at = new Date(Date.UTC(2026, 0, 1) + j * 60_000).toISOString();
        rows.push({
          id: crypto.randomUUID(),
          orgId: org.id,
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
  await seed.stop();

  // The search's own latency, in this process on the same file: every query, many times.
  const inProcess: Record<'start' | 'substring', number[]> = { start: [], substring: [] };
  {
    const { db, close } = connect({ dataDir: data.dir });
    const search = contactSearch(db as never, 'sqlite');
    for (const [kind, qs] of [
      ['start', QUERIES],
      ['substring', SUBSTRING_QUERIES],
    ] as const)
      for (let r = 0; r < IN_PROCESS_ROUNDS; r++)
        for (const q of qs) {
          const t0 = performance.now();
          await search.list(org.id, { q, limit: 10, sort: '-createdAt' } as never);
          if (r > 0) inProcess[kind].push(performance.now() - t0); // round 0 warms the statements
        }
    await close();
  }

  const hub = await startAndWait(
    [path.join(import.meta.dirname, 'contact-search.ts'), 'serve'].flatMap((a, i) =>
      i === 0 ? ['--import', 'tsx', a] : [a],
    ),
    { BENCH_DATA_DIR: data.dir },
    await freePort(),
  );
  const floor = await startAndWait(
    ['--import', 'tsx', path.join(import.meta.dirname, 'lib/search-floor.ts')],
    { BENCH_DATA_DIR: data.dir },
    await freePort(),
  );
  const bare = await startAndWait(
    ['--import', 'tsx', path.join(import.meta.dirname, 'lib/bare-hono.mjs')],
    {},
    await freePort(),
  );
  const headers = { cookie: `ecohub_session=${token}` };
  const check = await fetch(`${hub.url}/api/contacts?q=jos&limit=10`, { headers });
  const page = (await check.json()) as { items: unknown[] };
  if (check.status !== 200 || page.items.length !== 10) throw new Error(`search answered ${check.status}`);

  const run = (s: Started, target: 'hub' | 'floor' | 'bare', queries = QUERIES, duration = DURATION_S) =>
    withCpu(s.pid, () =>
      autocannon({
        url: s.url,
        connections: CONNECTIONS,
        duration,
        requests:
          target !== 'bare'
            ? queries.map((q) => ({
                method: 'GET',
                path: `/api/contacts?q=${encodeURIComponent(q)}&limit=10`,
                headers,
              }))
            : [{ method: 'GET', path: '/healthz' }],
      }),
    );
  type Round = Awaited<ReturnType<typeof run>>;
  const results = {
    hub: [] as Round[],
    floor: [] as Round[],
    bare: [] as Round[],
    hubSub: [] as Round[],
    floorSub: [] as Round[],
  };
  try {
    // Each server first takes WARMUP_S of its load, not measured (V8 optimises the request path
    // meanwhile; the hub has more of it than the floor).
    if (WARMUP_S > 0) {
      await run(bare, 'bare', QUERIES, WARMUP_S);
      for (const [s, target] of [
        [hub, 'hub'],
        [floor, 'floor'],
      ] as const) {
        await run(s, target, QUERIES, WARMUP_S);
        await run(s, target, SUBSTRING_QUERIES, WARMUP_S);
      }
    }
    // Alternating rounds, so a change in the machine's load hits both alike.
    for (let i = 0; i < RUNS; i++) {
      process.stdout.write(`round ${i + 1}/${RUNS}\n`);
      results.bare.push(await run(bare, 'bare'));
      results.hub.push(await run(hub, 'hub'));
      results.floor.push(await run(floor, 'floor'));
      results.hubSub.push(await run(hub, 'hub', SUBSTRING_QUERIES));
      results.floorSub.push(await run(floor, 'floor', SUBSTRING_QUERIES));
    }
  } finally {
    await hub.stop();
    await bare.stop();
    await floor.stop();
    data.remove();
  }
  const median = (rs: Round[]) => {
    const sorted = [...rs].sort((a, b) => a.requests.average - b.requests.average);
    return sorted[Math.floor(sorted.length / 2)] as Round;
  };
  const cpu = (rs: Round[]) =>
    [...rs.map((r) => r.cpuUsPerReq)].sort((a, b) => a - b)[Math.floor(rs.length / 2)] as number;
  const us = (rs: Round[]) => `server CPU ${cpu(rs).toFixed(0)} µs/req`;
  const h = median(results.hub);
  const b = median(results.bare);
  const f = median(results.floor);
  const hs = median(results.hubSub);
  const fs = median(results.floorSub);
  const errors = [
    ...results.hub,
    ...results.floor,
    ...results.bare,
    ...results.hubSub,
    ...results.floorSub,
  ].reduce((n, r) => n + r.errors + r.non2xx, 0);
  console.log(
    `\ncontact-search: ${CONTACTS.toLocaleString('en-US')} contacts, ${CONNECTIONS} connections × ${DURATION_S} s after ${WARMUP_S} s of warm-up per server and query set, medians of ${RUNS} rounds`,
  );
  console.log(
    `  hub GET /api/contacts?q=…&limit=10   ${Math.round(h.requests.average)} req/s  p50 ${h.latency.p50} ms  p99 ${h.latency.p99} ms  ${us(results.hub)}`,
  );
  console.log(
    `  bare Hono GET /healthz               ${Math.round(b.requests.average)} req/s  p50 ${b.latency.p50} ms  p99 ${b.latency.p99} ms  ${us(results.bare)}`,
  );
  console.log(
    `  floor: bare Hono + same session + listContacts   ${Math.round(f.requests.average)} req/s  p50 ${f.latency.p50} ms  p99 ${f.latency.p99} ms  ${us(results.floor)}`,
  );
  console.log(
    `  hub/bare = ${(h.requests.average / b.requests.average).toFixed(2)} (goal ≥ 0.50), floor/bare = ${(f.requests.average / b.requests.average).toFixed(2)}, hub/floor = ${(h.requests.average / f.requests.average).toFixed(2)}, errors ${errors}`,
  );
  console.log(
    `  hub, any part (domains, fragments)   ${Math.round(hs.requests.average)} req/s  p50 ${hs.latency.p50} ms  p99 ${hs.latency.p99} ms  ${us(results.hubSub)}`,
  );
  console.log(
    `  floor, any part                      ${Math.round(fs.requests.average)} req/s  p50 ${fs.latency.p50} ms  p99 ${fs.latency.p99} ms  ${us(results.floorSub)}`,
  );
  console.log(
    `  any part: hub/floor = ${(hs.requests.average / fs.requests.average).toFixed(2)} (goal ≥ 0.80), start: hub/floor = ${(h.requests.average / f.requests.average).toFixed(2)} (goal ≥ 0.92, issue 25); CPU per request hub/floor ×${(cpu(results.hub) / cpu(results.floor)).toFixed(2)}`,
  );
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
  for (const kind of ['start', 'substring'] as const)
    console.log(
      `  in process, ${kind === 'start' ? 'name/email start' : 'any part       '}: p50 ${pct(inProcess[kind], 50).toFixed(2)} ms  p99 ${pct(inProcess[kind], 99).toFixed(2)} ms (goal p99 ≤ 10 ms)`,
    );
}
