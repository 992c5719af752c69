// Several hub processes on one PostgreSQL database (issue #25): `ecosystem-cli serve` (one process)
// against `ecosystem-cli serve --workers 2` (two worker processes behind one port), both running on
// the same schema for the whole bench, measured in alternating rounds: signed ingestion (POST
// /api/record, each event stored before its 202) and a signed-in read (GET /api/auth/user). Prints
// req/s, p99 and the server processes' CPU µs per request (primary + workers; PostgreSQL's own CPU
// is not counted: the database is shared with the machine). Goal: CPU per ingested event with two
// processes within 1.1× of one (no contention cost). The load generator runs in this process on the
// same cores, so on a 2-core machine two workers cannot double req/s: read the CPU figures. Also
// prints requests per writing transaction (a group commit's size) and one process paced at half
// the rate (the same load per process as each of the two). The floor, the same ingestion in a bare
// Hono app (lib/ingest-floor-pg.ts: signature, the events and their keys in the same tables through
// a minimal group commit, without the hub's running totals and rate windows), runs the same rounds
// in one process and in two: its 2 / 1 ratio is what a second process costs on this machine at all.
// BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { hashPassword } from '../core/src/auth/password.ts';
import { coreServices } from '../core/src/core-plugin.ts';
import { connect } from '../core/src/db/connect.ts';
import { hubOn } from '../core/src/testing/shared-db.ts';
import { cpuMsOf, pidsWith } from './lib/proc-cpu.ts';
import {
  buildCompiled,
  freePort,
  REPO_ROOT,
  type Started,
  startAndWait,
  tempDataDir,
} from './lib/processes.ts';
import { signedEvent } from './lib/signed-event.ts';

const DATABASE =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
/**
 * Warm-up before the first round, per server: V8 keeps optimising the request path for about ten
 * seconds of load (each process on its own), and that compiling is a start-up cost, not a cost of
 * running two processes. BENCH_WARMUP_S (ingestion; the signed-in read warms up for 3 s).
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_GOAL = 1.1;
/**
 * Paced rounds: the same signed ingestion at a fixed total rate (req/s) both servers keep up with,
 * so the cores are not saturated: CPU per event then measures the work of two processes (smaller
 * group commits, two of every poll) without the time-slicing of a saturated two-core machine.
 */
const PACED_RATE = Number(process.env.BENCH_SCALE_RATE ?? 2500);
const CLI = path.join(REPO_ROOT, 'cli/bin/ecosystem-cli.mjs');
const EMAIL = 'bench@scale.test';
const PASSWORD = 'scale bench password';

interface Figures {
  reqPerSec: number;
  cpuUsPerReq: number;
  /** Requests per writing PostgreSQL transaction (on the whole server, so polls that write count too). */
  perCommit: number;
  p99: number;
  ok: number;
  errors: number;
}

interface Server extends Started {
  name: string;
  marker: string;
  /** CPU ms per second the server's processes spend with no request (timers, job polls). */
  idleMsPerS?: number;
  remove(): void;
}

const withSearchPath = (url: string, schema: string) =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

/** A statement on the database itself (outside the bench's schema). */
async function admin(q: string): Promise<void> {
  const { db, close } = connect({ url: DATABASE });
  try {
    await sql.raw(q).execute(db);
  } finally {
    await close();
  }
}

/** Writing transactions so far: the next transaction id (each transaction that writes takes one). */
async function commits(): Promise<number> {
  const { db, close } = connect({ url: DATABASE });
  try {
    const { rows } = await sql<{
      n: string;
    }>`select pg_snapshot_xmax(pg_current_snapshot())::text as n`.execute(db);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await close();
  }
}

async function serve(name: string, url: string, extra: string[]): Promise<Server> {
  const data = tempDataDir();
  const started = await startAndWait(
    [CLI, 'serve', '--no-seed', '--data', data.dir, ...extra],
    // The per-app rate limit would (rightly) stop a benchmark; raised for this run.
    { DATABASE_URL: url, LOG_LEVEL: 'warn', SUPERHUB_EVENTS_PER_MINUTE: '100000000' },
    await freePort(),
  );
  // The data folder is on the command line of the server and of each of its workers.
  return { ...started, name, marker: data.dir, remove: data.remove };
}

const FLOOR = path.join(import.meta.dirname, 'lib/ingest-floor-pg.ts');

/** The floor: the same ingestion in a bare Hono app (lib/ingest-floor-pg.ts), in 1 or 2 processes. */
async function floor(name: string, url: string, workers: number): Promise<Server> {
  const data = tempDataDir();
  const started = await startAndWait(
    ['--import', 'tsx', FLOOR, data.dir],
    { DATABASE_URL: url, FLOOR_WORKERS: String(workers) },
    await freePort(),
  );
  return { ...started, name, marker: data.dir, remove: data.remove };
}

async function load(s: Server, opts: autocannon.Options, duration: number): Promise<Figures> {
  const pids = pidsWith(s.marker);
  const cpu0 = cpuMsOf(pids);
  const commits0 = await commits();
  const r = await autocannon({ connections: CONNECTIONS, duration, ...opts });
  const total = r.requests.total;
  return {
    reqPerSec: r.requests.average,
    cpuUsPerReq: total ? ((cpuMsOf(pids) - cpu0) * 1000) / total : 0,
    perCommit: total / Math.max(1, (await commits()) - commits0),
    p99: r.latency.p99,
    ok: r['2xx'],
    errors: r.errors + r.non2xx,
  };
}

const IDLE_S = 10;
/**
 * Start-up work (module loading, first queries, the first idle polls, the garbage collection after
 * them) is over by then: a compiled hub sampled every 10 s spent 23 ms/s between 10 and 20 s after
 * its start, and 4-6 ms/s from 30 s on.
 */
const SETTLE_S = 30;

/** The server's CPU per second at rest: each process's own polls, whatever the requests. */
async function idleCpu(s: Server): Promise<number> {
  const pids = pidsWith(s.marker);
  const cpu0 = cpuMsOf(pids);
  await new Promise((r) => setTimeout(r, IDLE_S * 1000));
  return (cpuMsOf(pids) - cpu0) / IDLE_S;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  buildCompiled();
  const schema = `bench_scale_${Date.now().toString(36)}`;
  await admin(`CREATE SCHEMA ${schema}`);
  const url = withSearchPath(DATABASE, schema);
  const servers: Server[] = [];
  try {
    servers.push(await serve('1 process', url, [])); // migrates the schema
    servers.push(await serve('2 processes (--workers 2)', url, ['--workers', '2']));
    const [one, two] = servers as [Server, Server];
    const hubs = [one, two];
    // An owner, their organisation and one registered app.
    const hub = await hubOn(connect({ url: DATABASE, schema }), []);
    const { users, orgs } = hub.ctx.use(coreServices);
    const user = await users.create({
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Bench',
      lastName: null,
      isSuperAdmin: false,
    });
    const org = await orgs.create({ name: 'Scale Bench Ltd' });
    await orgs.addMember(org.id, user.id, 'owner');
    await hub.stop();
    const post = (body: unknown, cookie?: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const login = await fetch(`${one.url}/api/auth/login`, post({ email: EMAIL, password: PASSWORD }));
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const created = await fetch(
      `${one.url}/api/ecosystem/apps`,
      post(
        {
          name: 'Scale Bench App',
          url: 'https://scale.example.com',
          description: 'bench',
          appCategory: 'Personal Brand',
          category: 'core',
          catalogueCategory: null,
          features: [],
          benefits: [],
          pricing: { monthly: 0, annual: 0, lifetime: 0, oneTime: 0 },
          pricing_tier: 'free',
          white_label_ready: false,
          super_admin_access: false,
          published: false,
          allowedOrigins: [],
        },
        cookie,
      ),
    );
    if (created.status !== 201)
      throw new Error(`app create answered ${created.status}: ${await created.text()}`);
    const { app, signingSecret } = (await created.json()) as { app: { id: string }; signingSecret: string };
    // The floor's processes, on the same schema (its table and the app's secret).
    const floors = [await floor('floor, 1 process', url, 1), await floor('floor, 2 processes', url, 2)];
    servers.push(...floors);
    for (const s of servers) {
      const r = await fetch(`${s.url}/api/record`, { method: 'POST', ...signedEvent(signingSecret, app.id) });
      if (r.status !== 202)
        throw new Error(`${s.name}: POST /api/record answered ${r.status}: ${await r.text()}`);
    }

    const ingest = (s: Server, d: number) =>
      load(
        s,
        {
          url: `${s.url}/api/record`,
          requests: [
            { method: 'POST', setupRequest: (req) => ({ ...req, ...signedEvent(signingSecret, app.id) }) },
          ],
        },
        d,
      );
    const read = (s: Server, d: number) => load(s, { url: `${s.url}/api/auth/user`, headers: { cookie } }, d);

    const paced = (s: Server, d: number, rate = PACED_RATE) =>
      load(
        s,
        {
          url: `${s.url}/api/record`,
          overallRate: rate,
          requests: [
            { method: 'POST', setupRequest: (req) => ({ ...req, ...signedEvent(signingSecret, app.id) }) },
          ],
        },
        d,
      );

    type Rounds = { ingest: Figures[]; read: Figures[]; paced: Figures[]; half: Figures[] };
    const figures = new Map<string, Rounds>();
    for (const s of servers) figures.set(s.name, { ingest: [], read: [], paced: [], half: [] });
    const stored = async () => {
      const { db, close } = connect({ url: DATABASE, schema });
      try {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from superhub_events`.execute(db);
        return Number(rows[0]?.n ?? 0);
      } finally {
        await close();
      }
    };
    await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
    for (const s of hubs) s.idleMsPerS = await idleCpu(s);
    let accepted = 0;
    const before = await stored();
    for (let i = 0; i < RUNS; i++) {
      for (const s of servers) {
        const f = figures.get(s.name) as Rounds;
        const isHub = hubs.includes(s);
        if (i === 0) {
          await ingest(s, WARMUP_S).then((w) => (accepted += w.ok));
          if (isHub) await read(s, 3);
        }
        process.stdout.write(
          `round ${i + 1}/${RUNS}: ${s.name}: ingestion${isHub ? ', then GET /api/auth/user' : ''}\n`,
        );
        const g = await ingest(s, DURATION_S);
        accepted += g.ok;
        f.ingest.push(g);
        if (isHub) f.read.push(await read(s, DURATION_S));
        const p = await paced(s, DURATION_S);
        accepted += p.ok;
        f.paced.push(p);
        // One process at half the rate: the load each of the two processes carries.
        if (s === one || s === floors[0]) {
          const h = await paced(s, DURATION_S, PACED_RATE / 2);
          accepted += h.ok;
          f.half.push(h);
        }
      }
    }
    // Requests in flight when a load stops are stored without their 202 counted.
    const count = (await stored()) - before;

    const row = (label: string, xs: Figures[], writes = true) =>
      `${label.padEnd(52)} ${median(xs.map((x) => x.reqPerSec))
        .toFixed(0)
        .padStart(6)} req/s  p99 ${String(median(xs.map((x) => x.p99))).padStart(4)} ms  server CPU ${median(
        xs.map((x) => x.cpuUsPerReq),
      )
        .toFixed(0)
        .padStart(4)} µs/req  ${
        writes
          ? `${median(xs.map((x) => x.perCommit))
              .toFixed(1)
              .padStart(5)} req/commit`
          : '                '
      }  non-2xx/errors ${xs.reduce((n, x) => n + x.errors, 0)}`;
    console.log(
      `\nscale: PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s per round after ${WARMUP_S} s of warm-up, ${RUNS} alternating rounds (medians); req/commit: requests per writing transaction of the database server`,
    );
    for (const s of servers) {
      const f = figures.get(s.name) as Rounds;
      console.log(row(`${s.name}: POST /api/record (stored)`, f.ingest));
      if (f.read.length) console.log(row(`${s.name}: GET /api/auth/user (signed in)`, f.read, false));
      console.log(row(`${s.name}: POST /api/record at ${PACED_RATE} req/s`, f.paced));
      if (f.half.length) console.log(row(`${s.name}: POST /api/record at ${PACED_RATE / 2} req/s`, f.half));
    }
    // What a request costs beyond the processes' CPU at rest (which a busier machine spreads thinner).
    const net = (s: Server, xs: Figures[]) =>
      median(xs.map((x) => x.cpuUsPerReq - ((s.idleMsPerS ?? 0) * 1000) / (x.reqPerSec || 1)));
    const [sa, sb] = hubs as [Server, Server];
    for (const s of hubs) console.log(`${s.name}: CPU at rest ${(s.idleMsPerS ?? 0).toFixed(1)} ms/s`);
    const [a, b, fa, fb] = servers.map((s) => figures.get(s.name) as Rounds) as [
      Rounds,
      Rounds,
      Rounds,
      Rounds,
    ];
    const cpu = (xs: Figures[]) => median(xs.map((x) => x.cpuUsPerReq));
    const rps = (xs: Figures[]) => median(xs.map((x) => x.reqPerSec));
    /** Each round's ratio (the rounds alternate, so a ratio compares neighbours in time). */
    const rounds = (xs: Figures[], ys: Figures[]) =>
      xs.map((x, i) => `×${(x.cpuUsPerReq / (ys[i]?.cpuUsPerReq || 1)).toFixed(2)}`).join(', ');
    const ingestCpu = cpu(b.ingest) / cpu(a.ingest);
    console.log(
      `ingestion CPU per event, 2 processes / 1: ×${ingestCpu.toFixed(2)} (goal ≤ ×${CPU_GOAL}: ${ingestCpu <= CPU_GOAL ? 'met' : 'NOT met'}; rounds ${rounds(b.ingest, a.ingest)})`,
    );
    const ingestNet = net(sb, b.ingest) / net(sa, a.ingest);
    console.log(
      `ingestion CPU per event beyond CPU at rest, 2 / 1: ×${ingestNet.toFixed(2)} (${net(sa, a.ingest).toFixed(0)} / ${net(sb, b.ingest).toFixed(0)} µs)`,
    );
    console.log(`signed-in read CPU per request, 2 / 1: ×${(cpu(b.read) / cpu(a.read)).toFixed(2)}`);
    console.log(
      `ingestion CPU per event at ${PACED_RATE} req/s (cores not saturated), 2 processes / 1: ×${(cpu(b.paced) / cpu(a.paced)).toFixed(2)} (rounds ${rounds(b.paced, a.paced)}); beyond CPU at rest ×${(net(sb, b.paced) / net(sa, a.paced)).toFixed(2)} (${net(sa, a.paced).toFixed(0)} / ${net(sb, b.paced).toFixed(0)} µs)`,
    );
    // Two processes at a rate against one at half of it: each process then carries the same load
    // (the same group commits, the same wake-ups per event), so what is left is what one process
    // costs the other (shared rows' locks, cross-process messages, the cores they share).
    console.log(
      `ingestion CPU per event, 2 processes at ${PACED_RATE} req/s / 1 at ${PACED_RATE / 2} (the same load per process): ×${(cpu(b.paced) / cpu(a.half)).toFixed(2)} (rounds ${rounds(b.paced, a.half)})`,
    );
    // The same three ratios for the floor: what a second process costs ingestion without the hub.
    console.log(
      `floor (bare Hono, the same ingestion): CPU per event, 2 processes / 1: ×${(cpu(fb.ingest) / cpu(fa.ingest)).toFixed(2)} saturated (rounds ${rounds(fb.ingest, fa.ingest)}), ×${(cpu(fb.paced) / cpu(fa.paced)).toFixed(2)} at ${PACED_RATE} req/s (rounds ${rounds(fb.paced, fa.paced)}), ×${(cpu(fb.paced) / cpu(fa.half)).toFixed(2)} for the same load per process (rounds ${rounds(fb.paced, fa.half)}); hub / floor CPU per event ×${(cpu(a.ingest) / cpu(fa.ingest)).toFixed(2)} with 1 process, ×${(cpu(b.ingest) / cpu(fb.ingest)).toFixed(2)} with 2`,
    );
    console.log(
      `combined req/s, 2 processes / 1: ingestion ×${(rps(b.ingest) / rps(a.ingest)).toFixed(2)}, read ×${(rps(b.read) / rps(a.read)).toFixed(2)} (the load generator shares this machine's cores)`,
    );
    console.log(
      `202 answers: ${accepted}, events stored: ${count}${count > accepted ? ` (${count - accepted} more: requests still in flight when a round stopped, stored without their 202 counted)` : ''}`,
    );
    if (count < accepted) {
      console.error('Every 202 must be a stored event');
      process.exitCode = 1;
    }
  } finally {
    for (const s of servers.reverse()) {
      await s.stop();
      s.remove();
    }
    await admin(`DROP SCHEMA ${schema} CASCADE`);
  }
}

await main();
