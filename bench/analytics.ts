// Analytics (issue 16): BENCH_EVENTS events (10M by default) over 22 sites and 60 days, stored raw
// and rolled up by the analytics plugin in the same run.
// - Ingestion cost per event, rollups on vs off, on the first BENCH_INGEST events (200k), in
//   BENCH_ROUNDS rounds (8) that store the next slice both ways, in alternating order: "off"
//   stores each event as the hub stores it (a mirror of superhub_events with its keys and
//   indexes, 1,000 events per commit); "on" stores the same events the same way and passes each
//   through the analytics plugin's handler (visitor id, rollup and funnel increments, flushes of
//   the day rows and their blocks); bench/lib/analytics-ingest.ts. Goal: on / off ≤ 1.2 (the median
//   of the rounds).
// - The other events are generated fast (the raw read table written directly, its index built
//   once loaded) and rolled up through the same handler.
// - GET /api/analytics?period=30d (rollups: days and aligned blocks, visitor sketches) against the
//   raw-events queries of the same figures (distinct visitors, revenue, per-site cards, top pages,
//   sources) on a covering index; goal: p99 ≤ 100 ms on SQLite and ≥ 10× faster than raw.
// BENCH_EVENTS=1000000 for a quick run; BENCH_DIALECT=postgres runs on TEST_DATABASE_URL. Figures
// vary with the machine and its load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestHub, FakeClock, type TestDialect } from '@ecohub/core/testing';
import { sql } from 'kysely';
import { directSqliteOf } from '../core/src/db/direct.ts';
import analytics from '../plugins/analytics/src/server/index.ts';
import ecosystem from '../plugins/ecosystem/src/server/index.ts';
import { bareApp } from '../plugins/ecosystem/src/server/test/helpers.ts';
import type { EventReceived } from '../plugins/superhub/src/shared/events.ts';
import { cpuMs, ingestionRounds, median, rollupDriver } from './lib/analytics-ingest.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const INGEST = Math.min(EVENTS, Number(process.env.BENCH_INGEST ?? 200_000));
const ROUNDS = Math.max(1, Math.min(INGEST, Number(process.env.BENCH_ROUNDS ?? 8)));
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 3);
const SITES = 22;
const DAYS = 60;
const BATCH = 1000;
const dialect = (process.env.BENCH_DIALECT ?? 'sqlite') as TestDialect;
const NOW = Date.parse('2026-06-30T12:00:00Z');
const PAGES = ['/', '/pricing', '/blog', '/about', '/contact', '/docs', '/features', '/signup'];
const REFERRERS = [
  '',
  '',
  'https://www.google.com/',
  'https://t.co/x',
  'https://news.example.org/',
  'https://bing.com/',
];

function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const dir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-'));
const clock = new FakeClock(NOW);
const t = await createTestHub({
  dialect,
  clock,
  plugins: [ecosystem, analytics],
  sqliteFile: dialect === 'sqlite' ? path.join(dir, 'hub.db') : undefined,
  pluginConfig: { analytics: { ANALYTICS_FLUSH_MS: 1000 } },
});
try {
  const owner = await t.signedIn({ role: 'owner' });
  const sites: string[] = [];
  for (let i = 0; i < SITES; i++) {
    const url = `https://site${i}.example.com`;
    const r = await owner.agent.post(
      '/api/ecosystem/apps',
      bareApp(`Site ${i}`, url, { description: 'bench', appCategory: 'Website', published: false }),
    );
    sites.push(((await r.json()) as { app: { id: string } }).app.id);
  }
  const db = t.hub.ctx.db;
  await db.schema
    .createTable('bench_raw_events')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('source', 'text')
    .addColumn('revenue', 'integer', (c) => c.notNull())
    .execute();
  // The raw side's best index for these queries (covering on PostgreSQL).
  await db.schema
    .createIndex('bench_raw_events_org_day')
    .on('bench_raw_events')
    .columns(['org_id', 'day', 'site_id', 'event', 'visitor', 'path', 'source', 'revenue'])
    .execute();

  /** The same events, generated twice from the same seed. */
  function* events(): Generator<EventReceived & { source2: string | null }> {
    const rand = rng(7);
    // In arrival order: the oldest day first, as an ingesting hub sees them.
    for (let i = 0; i < EVENTS; i++) {
      const site = sites[Math.floor(rand() ** 1.5 * SITES)] as string;
      const age = DAYS - 1 - Math.floor((i * DAYS) / EVENTS);
      const at = new Date(NOW - age * 86_400_000 - Math.floor(rand() * 3_600_000)).toISOString();
      const visitor = Math.floor(rand() * EVENTS * 0.15);
      const kind = rand();
      const event = kind < 0.9 ? 'page' : kind < 0.97 ? 'signup' : 'payment.succeeded';
      const referrer = REFERRERS[Math.floor(rand() * REFERRERS.length)] as string;
      const page = PAGES[Math.floor(rand() ** 2 * PAGES.length)] as string;
      yield {
        orgId: owner.orgId,
        appId: site,
        id: `e${i}`,
        messageId: `m${i}`,
        source: event === 'payment.succeeded' ? 'server' : 'browser',
        stream: 'events' as EventReceived['stream'],
        event,
        status: 'ok',
        tag: '',
        user: null,
        data:
          event === 'page'
            ? { path: page, url: `https://x.example.com${page}`, ...(referrer ? { referrer } : {}) }
            : event === 'payment.succeeded'
              ? { amount: 1000 + (i % 9000) }
              : {},
        occurredAt: at,
        receivedAt: at,
        client: {
          address: `10.${visitor >>> 16}.${(visitor >>> 8) & 255}.${visitor & 255}`,
          userAgent: 'Bench/1.0',
        },
        source2:
          event === 'page'
            ? referrer.includes('google') || referrer.includes('bing')
              ? 'organic'
              : referrer
                ? 'other'
                : 'direct'
            : null,
      };
    }
  }

  const rawRow = (e: EventReceived & { source2: string | null }) => ({
    orgId: e.orgId,
    siteId: e.appId,
    day: e.occurredAt.slice(0, 10),
    visitor: `${e.client?.address}|${e.client?.userAgent}`,
    event: e.event,
    path: (e.data.path as string) ?? null,
    source: e.source2,
    revenue: (e.data.amount as number) ?? 0,
  });

  const { buffer } = t.hub.running('analytics').setup as {
    buffer: { flush(): Promise<void>; pending(): number };
  };
  const driver = rollupDriver((e) => t.hub.ctx.events.emit('superhub.event-received', e), buffer);

  // 1. Ingestion, rollups off and on, on the first INGEST events, in ROUNDS alternating rounds
  // (bench/lib/analytics-ingest.ts).
  const {
    off: offMs,
    on: onMs,
    rounds,
  } = await ingestionRounds({ db, events, driver, total: INGEST, rounds: ROUNDS, batch: BATCH });
  const onFlushCpu = onMs.flushCpu;

  // 2. The whole set: raw rows written directly (the read table's index built once loaded), the
  // events after the first INGEST rolled up through the handler.
  await db.schema.dropIndex('bench_raw_events_org_day').execute();
  const direct = dialect === 'sqlite' ? directSqliteOf(db)?.sqlite : undefined;
  const insertRaw = direct?.prepare('insert into bench_raw_events values (?, ?, ?, ?, ?, ?, ?, ?)');
  let raw: ReturnType<typeof rawRow>[] = [];
  const writeRaw = async () => {
    const rows = raw;
    raw = [];
    if (direct && insertRaw)
      direct.transaction(() => {
        for (const r of rows)
          insertRaw.run(r.orgId, r.siteId, r.day, r.visitor, r.event, r.path, r.source, r.revenue);
      })();
    else
      for (let i = 0; i < rows.length; i += 2000)
        await db
          .insertInto('bench_raw_events' as never)
          .values(rows.slice(i, i + 2000) as never)
          .execute();
  };
  const started = performance.now();
  const loadCpu = cpuMs();
  let i = 0;
  for (const e of events()) {
    raw.push(rawRow(e));
    if (raw.length >= 10_000) await writeRaw();
    if (i++ >= INGEST) {
      await driver.rollUp(e);
    }
  }
  await writeRaw();
  await driver.flush();
  const s = performance.now();
  await db.schema
    .createIndex('bench_raw_events_org_day')
    .on('bench_raw_events')
    .columns(['org_id', 'day', 'site_id', 'event', 'visitor', 'path', 'source', 'revenue'])
    .execute();
  if (dialect === 'sqlite') await sql`analyze`.execute(db);
  else await sql`vacuum analyze bench_raw_events`.execute(db);
  const loadMs = performance.now() - started;
  const loadCpuMs = cpuMs() - loadCpu;
  const indexMs = performance.now() - s;

  // 3. Reads: the report from the rollups, against the raw queries of the same figures.
  const report = async () => {
    const r = await owner.agent.get('/api/analytics?period=30d');
    if (r.status !== 200) throw new Error(`report answered ${r.status}`);
    return r.json();
  };
  const from = new Date(NOW - 29 * 86_400_000).toISOString().slice(0, 10);
  const prevFrom = new Date(NOW - 59 * 86_400_000).toISOString().slice(0, 10);
  const rawQueries = async () =>
    Promise.all([
      sql`select count(distinct visitor) n, sum(revenue) r from bench_raw_events where org_id = ${owner.orgId} and day >= ${from}`.execute(
        db,
      ),
      sql`select count(distinct visitor) n, sum(revenue) r from bench_raw_events where org_id = ${owner.orgId} and day >= ${prevFrom} and day < ${from}`.execute(
        db,
      ),
      sql`select site_id, count(distinct visitor) n, sum(revenue) r from bench_raw_events where org_id = ${owner.orgId} and day >= ${from} group by site_id`.execute(
        db,
      ),
      sql`select site_id, count(distinct case when event in ('signup', 'payment.succeeded') then visitor end) c from bench_raw_events where org_id = ${owner.orgId} and day >= ${from} group by site_id`.execute(
        db,
      ),
      sql`select site_id, path, count(*) n from bench_raw_events where org_id = ${owner.orgId} and day >= ${from} and event = 'page' group by site_id, path`.execute(
        db,
      ),
      sql`select source, sum(case when day >= ${from} then 1 else 0 end) n, sum(case when day < ${from} then 1 else 0 end) p from bench_raw_events where org_id = ${owner.orgId} and day >= ${prevFrom} and event = 'page' group by source`.execute(
        db,
      ),
    ]);
  const time = async (f: () => Promise<unknown>, n: number) => {
    await f(); // warm-up
    const xs: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = performance.now();
      const c = cpuMs();
      await f();
      cpu.push(cpuMs() - c);
      xs.push(performance.now() - s);
    }
    return { p50: pct(xs, 50), p99: pct(xs, 99), cpu50: pct(cpu, 50), cpu99: pct(cpu, 99) };
  };
  const fast = await time(report, 50);
  const slow = await time(rawQueries, RAW_RUNS);
  const rows = await db
    .selectFrom('analytics_daily')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const sample = await report();

  console.log(`analytics on ${dialect}: ${EVENTS.toLocaleString('en')} events, ${SITES} sites, ${DAYS} days`);
  console.log(
    `  rollup rows: ${Number(rows.n).toLocaleString('en')}; 30-day visitors ${sample.summary.visitors.value.toLocaleString('en')} (sketch)`,
  );
  const cpuNote = dialect === 'sqlite' ? '' : ' (this process only: the database works in its own)';
  console.log(
    `  GET /api/analytics?period=30d   wall p50 ${ms(fast.p50)}  p99 ${ms(fast.p99)}; CPU p50 ${ms(fast.cpu50)}  p99 ${ms(fast.cpu99)}${cpuNote}   (goal p99 ≤ 100 ms)`,
  );
  console.log(
    `  raw-event queries, same figures wall p50 ${ms(slow.p50)}  p99 ${ms(slow.p99)}; CPU p50 ${ms(slow.cpu50)}${cpuNote}`,
  );
  console.log(
    `  rollups faster by ${(slow.p50 / fast.p50).toFixed(1)}× at p50 wall, ${(slow.cpu50 / fast.cpu50).toFixed(1)}× CPU (goal ≥ 10×)`,
  );
  const cpuRatios = rounds.map((r) => r.cpu);
  const wallRatios = rounds.map((r) => r.wall);
  const perEvent = (ms: number, n: number) => `${((ms * 1000) / n).toFixed(2)} µs/event`;
  console.log(
    `  generated in ${(loadMs / 1000).toFixed(1)} s wall (raw index ${(indexMs / 1000).toFixed(1)} s); ${perEvent(loadCpuMs, EVENTS)} CPU (generating, raw rows, rollups of the ${(EVENTS - INGEST).toLocaleString('en')} after the first ${INGEST.toLocaleString('en')})`,
  );
  console.log(
    `  ingestion of ${INGEST.toLocaleString('en')} events, CPU: store ${perEvent(offMs.cpu, INGEST)}, store + rollups ${perEvent(onMs.cpu, INGEST)} (flushes ${perEvent(onFlushCpu, INGEST)})${cpuNote}`,
  );
  console.log(
    `  rollups on / off: ${median(cpuRatios).toFixed(2)}× CPU, ${median(wallRatios).toFixed(2)}× wall, median of ${ROUNDS} alternating rounds (CPU ${Math.min(...cpuRatios).toFixed(2)}–${Math.max(...cpuRatios).toFixed(2)}×; totals ${(onMs.cpu / offMs.cpu).toFixed(2)}×) (goal ≤ 1.2×)`,
  );
} finally {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
}
