// Cold start and GET /healthz throughput of the hub (every enabled plugin loaded, run as `pnpm start`
// runs it: compiled, cli/build) against a bare Hono app started with node + tsx, measured in the same
// run (the cold start also against the bare app on plain node); and a signed-in
// GET /api/auth/user on the hub (the whole shared path: cookie, session, principal) against the same
// bare baseline. Every server runs with the hub's Node flags and idles before its rounds (README.md);
// the hub once more with Node's defaults shows what the flags are worth. Figures vary with the
// machine and its load; the ratios are what to compare between runs.
import path from 'node:path';
import { coreServices, createHub, createSession, loadConfig } from '@ecohub/core';
import autocannon from 'autocannon';
import { NODE_FLAGS } from '../cli/bin/node-flags.mjs';
import {
  buildCompiled,
  freePort,
  REPO_ROOT,
  type Started,
  startAndWait,
  tempDataDir,
  withCpu,
} from './lib/processes.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 10;
const DURATION_S = 5;
const SETTLE_S = 15;
/**
 * Load, not measured, that each server takes before the rounds: V8 optimises a request path over
 * the first seconds of load, and the hub has far more of it to optimise than the bare app.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);

const CLI = path.join(REPO_ROOT, 'cli/bin/ecosystem-cli.mjs');
const BARE = path.join(import.meta.dirname, 'lib/bare-hono.mjs');

buildCompiled();

interface Target {
  name: string;
  start(data?: { dir: string; remove(): void }): Promise<Started & { cleanup(): void }>;
}

const targets: Target[] = [
  {
    name: 'bare Hono',
    async start() {
      const s = await startAndWait(['--import', 'tsx', BARE], {}, await freePort());
      return { ...s, cleanup() {} };
    },
  },
  {
    name: 'hub + plugins',
    async start(data = tempDataDir()) {
      // A fresh data folder each time: the cold start includes creating and migrating the database.
      // Request logs are off (LOG_LEVEL=warn) so both servers do the same I/O per request.
      const s = await startAndWait(
        [CLI, 'serve', '--no-seed', '--data', data.dir],
        { LOG_LEVEL: 'warn' },
        await freePort(),
      );
      return { ...s, cleanup: data.remove };
    },
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface Figures {
  coldStartMs: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  cpuUsPerReq: number;
  clientUsPerReq: number;
  bytesPerAnswer: number;
}

/** The cold start only: the same bare app without tsx's loader, what plain JavaScript costs to start. */
const PLAIN_BARE = 'bare, plain node';
const plainBare: Target = {
  name: PLAIN_BARE,
  async start() {
    const s = await startAndWait([BARE], {}, await freePort());
    return { ...s, cleanup() {} };
  },
};

// Targets alternate within each round so that a change in the machine's load hits both alike.
const coldTargets = [targets[0]!, plainBare, targets[1]!];
const starts = new Map(coldTargets.map((t) => [t.name, { ms: [] as number[], cpuMs: [] as number[] }]));
for (let i = 0; i < RUNS; i++) {
  for (const t of coldTargets) {
    process.stdout.write(`cold start ${i + 1}/${RUNS}: ${t.name}\n`);
    const s = await t.start();
    starts.get(t.name)!.ms.push(s.coldStartMs);
    starts.get(t.name)!.cpuMs.push(s.coldStartCpuMs);
    await s.stop();
    s.cleanup();
  }
}

/** A data folder holding a member of an organisation and a session of theirs, for the signed-in round. */
async function signedInData(): Promise<{ data: ReturnType<typeof tempDataDir>; cookie: string }> {
  const data = tempDataDir();
  const hub = await createHub({
    config: loadConfig({}, { DATA_DIR: data.dir, LOG_LEVEL: 'warn' } as never),
    plugins: [],
  });
  await hub.migrate();
  const core = hub.ctx.use(coreServices);
  const user = await core.users.create({ email: 'bench@example.com' });
  const org = await core.orgs.create({ name: 'Bench' });
  await core.orgs.addMember(org.id, user.id, 'owner');
  const { token } = await createSession(hub.ctx.db, hub.ctx.clock, user.id, org.id);
  await hub.stop();
  return { data, cookie: `ecohub_session=${token}` };
}

const SIGNED_IN = 'hub signed in';
const FLOOR = 'floor';
const FLOOR_SIGNED_IN = 'floor signed in';
const seeded = await signedInData();
const running = [await targets[0]!.start(), await targets[1]!.start(seeded.data)];
const check = await fetch(`${running[1]!.url}/api/auth/user`, { headers: { cookie: seeded.cookie } });
if (check.status !== 200) throw new Error(`GET /api/auth/user answered ${check.status}`);
// The floor answers /healthz with the headers of the hub's own answer, but for those Node and Hono
// write for the bare app too.
const COMMON = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
const headersOf = (r: Response) => [...r.headers].filter(([n]) => !COMMON.has(n));
const hubHeaders = headersOf(await fetch(`${running[1]!.url}/healthz`));
// Its signed-in GET /api/auth/user reads the session on the hub's own database.
running.push({
  ...(await startAndWait(
    ['--import', 'tsx', path.join(import.meta.dirname, 'lib/floor-http.ts')],
    {
      FLOOR_HEADERS: JSON.stringify(hubHeaders),
      FLOOR_SIGNED_IN_HEADERS: JSON.stringify(headersOf(check)),
      BENCH_DATA_DIR: seeded.data.dir,
    },
    await freePort(),
  )),
  cleanup() {},
});
const floorCheck = await fetch(`${running[2]!.url}/api/auth/user`, { headers: { cookie: seeded.cookie } });
if (floorCheck.status !== 200 || (await floorCheck.text()) !== (await check.text()))
  throw new Error(`the floor's GET /api/auth/user answered ${floorCheck.status}, not the hub's answer`);
// The hub once more, run with Node's defaults instead of the hub's Node flags: what they are worth.
const DEFAULTS = 'hub, no flags';
const defaultsData = tempDataDir();
running.push({
  ...(await startAndWait(
    [CLI, 'serve', '--no-seed', '--data', defaultsData.dir],
    { LOG_LEVEL: 'warn' },
    await freePort(),
    [],
  )),
  cleanup: defaultsData.remove,
});
// Every server idles SETTLE_S before its first round, as a server does between its start and its
// traffic: V8's memory reducer has run by then in each (bench/README.md), so the rounds measure
// each server in the state it serves in from then on, not in the first seconds after its start.
await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
// Each round: bare /healthz, floor /healthz, hub /healthz, floor and hub signed-in /api/auth/user,
// the hub with Node's defaults /healthz.
type Round = autocannon.Result & { cpuUsPerReq: number; clientUsPerReq: number };
const rounds = new Map<string, Round[]>(
  [targets[0]!.name, FLOOR, targets[1]!.name, FLOOR_SIGNED_IN, SIGNED_IN, DEFAULTS].map((n) => [n, []]),
);
const runs = [
  { name: 'bare Hono', url: () => `${running[0]!.url}/healthz`, headers: {}, pid: running[0]!.pid },
  { name: FLOOR, url: () => `${running[2]!.url}/healthz`, headers: {}, pid: running[2]!.pid },
  { name: 'hub + plugins', url: () => `${running[1]!.url}/healthz`, headers: {}, pid: running[1]!.pid },
  {
    name: FLOOR_SIGNED_IN,
    url: () => `${running[2]!.url}/api/auth/user`,
    headers: { cookie: seeded.cookie },
    pid: running[2]!.pid,
  },
  {
    name: SIGNED_IN,
    url: () => `${running[1]!.url}/api/auth/user`,
    headers: { cookie: seeded.cookie },
    pid: running[1]!.pid,
  },
  { name: DEFAULTS, url: () => `${running[3]!.url}/healthz`, headers: {}, pid: running[3]!.pid },
];
try {
  for (const r of runs)
    if (WARMUP_S > 0)
      await autocannon({ url: r.url(), connections: CONNECTIONS, duration: WARMUP_S, headers: r.headers });
  for (let i = 0; i < RUNS; i++) {
    for (const r of runs) {
      process.stdout.write(
        `${r.name === SIGNED_IN || r.name === FLOOR_SIGNED_IN ? 'GET /api/auth/user' : 'GET /healthz'} ${i + 1}/${RUNS}: ${r.name}\n`,
      );
      // The load generator shares the two cores: its own CPU per answer (mostly parsing the answer's
      // head) bounds req/s as much as the server's does.
      const client0 = process.cpuUsage();
      const result = await withCpu(r.pid, () =>
        autocannon({
          url: r.url(),
          connections: CONNECTIONS,
          duration: DURATION_S,
          headers: r.headers,
        }),
      );
      const client = process.cpuUsage(client0);
      rounds.get(r.name)!.push(
        Object.assign(result, {
          clientUsPerReq: result.requests.total ? (client.user + client.system) / result.requests.total : 0,
        }),
      );
    }
  }
} finally {
  for (const s of running) {
    await s.stop();
    s.cleanup();
  }
}

const results = new Map<string, Figures>();
for (const [name, rs] of rounds) {
  const mid = rs.find((r) => r.requests.average === median(rs.map((x) => x.requests.average)))!;
  results.set(name, {
    coldStartMs: starts.has(name) ? median(starts.get(name)!.ms) : Number.NaN,
    reqPerSec: mid.requests.average,
    p50: mid.latency.p50,
    p99: mid.latency.p99,
    errors: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
    cpuUsPerReq: median(rs.map((r) => r.cpuUsPerReq)),
    clientUsPerReq: median(rs.map((r) => r.clientUsPerReq)),
    bytesPerAnswer: mid.requests.total ? mid.throughput.total / mid.requests.total : 0,
  });
}

// Each round's req/s and server CPU per request, in the order run: the spread between rounds of the
// same server says how far to trust a difference between the medians.
for (const [name, rs] of rounds)
  console.log(
    `rounds ${name}: ${rs.map((r) => `${Math.round(r.requests.average)} req/s ${Math.round(r.cpuUsPerReq)} µs`).join(', ')}`,
  );

const bare = results.get('bare Hono')!;
const floor = results.get(FLOOR)!;
const hub = results.get('hub + plugins')!;
const signedIn = results.get(SIGNED_IN)!;
const floorSignedIn = results.get(FLOOR_SIGNED_IN)!;
const defaults = results.get(DEFAULTS)!;
const rows = [...results].map(([name, f]) => [
  name.padEnd(14),
  (Number.isNaN(f.coldStartMs) ? '—' : `${Math.round(f.coldStartMs)} ms`).padStart(10),
  `${Math.round(f.reqPerSec)}`.padStart(9),
  `${f.p50} ms`.padStart(8),
  `${f.p99} ms`.padStart(8),
  `${f.errors}`.padStart(7),
  `${Math.round(f.cpuUsPerReq)} µs`.padStart(9),
  `${Math.round(f.clientUsPerReq)} µs`.padStart(10),
  `${Math.round(f.bytesPerAnswer)}`.padStart(7),
]);
console.log(
  `\nhttp-baseline: medians of ${RUNS} alternating rounds, ${CONNECTIONS} connections × ${DURATION_S} s after ${WARMUP_S} s of warm-up per server; GET /healthz, and for '${SIGNED_IN}' GET /api/auth/user with a session cookie; '${FLOOR}' is the bare app answering with the hub's ${hubHeaders.length} secure headers, '${FLOOR_SIGNED_IN}' the same app reading the session with core's own functions`,
);
console.log(
  [
    'target'.padEnd(14),
    'cold start'.padStart(10),
    'req/s'.padStart(9),
    'p50'.padStart(8),
    'p99'.padStart(8),
    'errors'.padStart(7),
    'CPU/req'.padStart(9),
    'client/req'.padStart(10),
    'bytes'.padStart(7),
  ].join('  '),
);
for (const r of rows) console.log(r.join('  '));
console.log(
  `ratios hub / bare: cold start ×${(hub.coldStartMs / bare.coldStartMs).toFixed(2)}, req/s ×${(hub.reqPerSec / bare.reqPerSec).toFixed(2)} (goal ≥ 0.80), signed-in /api/auth/user req/s ×${(signedIn.reqPerSec / bare.reqPerSec).toFixed(2)} (goal ≥ 0.50); server CPU per request hub / bare ×${(hub.cpuUsPerReq / bare.cpuUsPerReq).toFixed(2)}, signed-in ×${(signedIn.cpuUsPerReq / bare.cpuUsPerReq).toFixed(2)}; the load generator's CPU per answer hub / bare ×${(hub.clientUsPerReq / bare.clientUsPerReq).toFixed(2)} (answers of ${Math.round(hub.bytesPerAnswer)} and ${Math.round(bare.bytesPerAnswer)} bytes: the secure headers)`,
);
console.log(
  `the same answer, headers and all: floor / bare req/s ×${(floor.reqPerSec / bare.reqPerSec).toFixed(2)}, server CPU per request ×${(floor.cpuUsPerReq / bare.cpuUsPerReq).toFixed(2)}; hub / floor req/s ×${(hub.reqPerSec / floor.reqPerSec).toFixed(2)}, server CPU per request ×${(hub.cpuUsPerReq / floor.cpuUsPerReq).toFixed(2)} (what the hub's request path adds to sending its headers)`,
);
console.log(
  `signed in, the same answer: floor / bare req/s ×${(floorSignedIn.reqPerSec / bare.reqPerSec).toFixed(2)}, server CPU per request ×${(floorSignedIn.cpuUsPerReq / bare.cpuUsPerReq).toFixed(2)} (core's session check and user view, with the hub's headers); hub / floor req/s ×${(signedIn.reqPerSec / floorSignedIn.reqPerSec).toFixed(2)}, server CPU per request ×${(signedIn.cpuUsPerReq / floorSignedIn.cpuUsPerReq).toFixed(2)} (what the hub's request path adds to reading the session)`,
);
console.log(
  `the hub's Node flags (${NODE_FLAGS.join(' ')}, every server above runs with them): the hub with Node's defaults answers ×${(defaults.reqPerSec / hub.reqPerSec).toFixed(2)} the req/s at ×${(defaults.cpuUsPerReq / hub.cpuUsPerReq).toFixed(2)} the server CPU per request (${Math.round(defaults.cpuUsPerReq)} against ${Math.round(hub.cpuUsPerReq)} µs)`,
);

// The cold start: wall time to the first 200 of /healthz and the server's CPU time by then.
const cold = (name: string) => ({ ms: median(starts.get(name)!.ms), cpuMs: median(starts.get(name)!.cpuMs) });
const [coldBare, coldPlain, coldHub] = [cold('bare Hono'), cold(PLAIN_BARE), cold('hub + plugins')];
console.log(
  `\ncold start to the first 200 (medians of ${RUNS}; the hub compiled, a fresh database migrated, every enabled plugin):`,
);
for (const [name, c] of [
  ['bare Hono (node + tsx)', coldBare],
  ['bare Hono (plain node)', coldPlain],
  ['hub + plugins', coldHub],
] as const)
  console.log(`  ${name.padEnd(24)} ${`${Math.round(c.ms)} ms`.padStart(9)}  CPU ${Math.round(c.cpuMs)} ms`);
console.log(
  `cold start hub / bare (node + tsx): ×${(coldHub.ms / coldBare.ms).toFixed(2)} wall, ×${(coldHub.cpuMs / coldBare.cpuMs).toFixed(2)} CPU (goal ≤ ×2); hub / bare (plain node): ×${(coldHub.ms / coldPlain.ms).toFixed(2)} wall, ×${(coldHub.cpuMs / coldPlain.cpuMs).toFixed(2)} CPU`,
);
