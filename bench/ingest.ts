// SuperHub ingestion: signed single-event POSTs to /api/record, each stored durably (group commit)
// before its 202, against a bare Hono POST → 202 started the same way (node + tsx), 50 connections,
// same run, BENCH_RUNS alternating rounds (medians compared). Goal (issue 5): ≥ 60 % of the bare req/s with p99 ≤ 25 ms. Figures vary with the machine
// and its load; compare the ratio between runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { connect, num } from '@ecohub/core';
import autocannon from 'autocannon';
import { buildCompiled, cpuMsOf, freePort, REPO_ROOT, startAndWait, tempDataDir } from './lib/processes.ts';
import { signedEvent } from './lib/signed-event.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Unmeasured load first: a cold process (JIT, caches) runs several times slower. */
const WARMUP_S = 3;
/** Alternating rounds (bare, hub, bare, hub, …); the medians are compared. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CLI = path.join(REPO_ROOT, 'cli/bin/ecosystem-cli.mjs');

// `node --import tsx ingest.ts --bare`: the baseline server, a bare Hono POST answering 202.
if (process.argv.includes('--bare')) {
  const { serve } = await import('@hono/node-server');
  const { Hono } = await import('hono');
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.post('/api/record', async (c) => {
    await c.req.text();
    return c.json({ accepted: 1, duplicates: 0 }, 202);
  });
  serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
} else {
  await main();
}

interface Figures {
  reqPerSec: number;
  /** The server process's CPU time per request (µs): far less sensitive to other load than req/s. */
  cpuUsPerReq: number;
  p50: number;
  p99: number;
  accepted: number;
  errors: number;
}

/** The process whose command line contains `marker`, found in /proc (Linux), or null. */
function pidOf(marker: string): number | null {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d) || Number(d) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').includes(marker)) return Number(d);
    } catch {
      // The process ended meanwhile.
    }
  }
  return null;
}

async function load(
  url: string,
  secret: string,
  appId: string,
  duration = DURATION_S,
  pid: number | null = null,
): Promise<Figures> {
  const cpu0 = cpuMsOf(pid);
  const r = await autocannon({
    url: `${url}/api/record`,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, ...signedEvent(secret, appId) }) }],
  });
  return {
    reqPerSec: r.requests.average,
    cpuUsPerReq: r.requests.total ? ((cpuMsOf(pid) - cpu0) * 1000) / r.requests.total : 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    accepted: r['2xx'],
    errors: r.errors + r.non2xx,
  };
}

/** The round whose req/s is the median, shown with its own latencies. */
function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
}

function medianRound(fs: Figures[]): Figures {
  const sorted = [...fs].sort((a, b) => a.reqPerSec - b.reqPerSec);
  return sorted[Math.floor(sorted.length / 2)] as Figures;
}

async function main(): Promise<void> {
  buildCompiled(); // the hub runs compiled, as `pnpm start` runs it
  // Both servers run for the whole bench; the rounds alternate between them, so a change in the
  // machine's load hits both alike. Each server is warmed up once before its first round.
  const barePort = await freePort();
  const bareMarker = `--port=${barePort}`;
  const bare = await startAndWait(
    ['--import', 'tsx', import.meta.filename, '--bare', bareMarker],
    {},
    barePort,
  );
  const barePid = pidOf(bareMarker);
  const data = tempDataDir();
  const bares: Figures[] = [];
  const ingests: Figures[] = [];
  const floors: Figures[] = [];
  let accepted = 0;
  let stored = 0;
  try {
    const hub = await startAndWait(
      [CLI, 'serve', '--data', data.dir],
      // The per-app rate limit would (rightly) stop a benchmark; raise it for this run.
      { LOG_LEVEL: 'warn', SUPERHUB_EVENTS_PER_MINUTE: '100000000' },
      await freePort(),
    );
    // The floor: the same verified, durable work in a bare Hono app on the same database.
    const floorPort = await freePort();
    const floorMarker = `--port=${floorPort}`;
    const floor = await startAndWait(
      ['--import', 'tsx', path.join(import.meta.dirname, 'lib/ingest-floor.ts'), floorMarker],
      { BENCH_DATA_DIR: data.dir },
      floorPort,
    );
    const floorPid = pidOf(floorMarker);
    try {
      // A demo application's id and signing secret, read from the hub's database.
      const { db, close } = connect({ dataDir: data.dir });
      try {
        const app = await db
          .selectFrom('ecosystem_apps')
          .select(['id', 'signingSecret'])
          .orderBy('position')
          .executeTakeFirstOrThrow();
        const count = async () =>
          num(
            (
              await db
                .selectFrom('superhub_events')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirst()
            )?.n,
          );
        const hubPid = pidOf(data.dir);
        for (let i = 0; i < RUNS; i++) {
          process.stdout.write(`round ${i + 1}/${RUNS}: bare Hono POST → 202\n`);
          if (i === 0) await load(bare.url, app.signingSecret, app.id, WARMUP_S);
          bares.push(await load(bare.url, app.signingSecret, app.id, DURATION_S, barePid));
          process.stdout.write(`round ${i + 1}/${RUNS}: hub ingestion (signed, stored durably)\n`);
          if (i === 0) await load(hub.url, app.signingSecret, app.id, WARMUP_S);
          const before = await count();
          const f = await load(hub.url, app.signingSecret, app.id, DURATION_S, hubPid);
          ingests.push(f);
          accepted += f.accepted;
          // Requests still in flight when the load stops are stored without their 202 being counted.
          stored += (await count()) - before;
          process.stdout.write(`round ${i + 1}/${RUNS}: floor (bare Hono, same verified durable work)\n`);
          if (i === 0) await load(floor.url, app.signingSecret, app.id, WARMUP_S);
          floors.push(await load(floor.url, app.signingSecret, app.id, DURATION_S, floorPid));
        }
      } finally {
        await close();
      }
    } finally {
      await hub.stop();
      await floor.stop();
    }
  } finally {
    await bare.stop();
    data.remove();
  }

  const row = (name: string, f: Figures) =>
    `${name.padEnd(28)} ${f.reqPerSec.toFixed(0).padStart(8)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms  server CPU ${f.cpuUsPerReq.toFixed(0).padStart(4)} µs/req  non-2xx/errors ${f.errors}`;
  console.log(
    `\ningest: ${CONNECTIONS} connections, ${DURATION_S} s per round after ${WARMUP_S} s of warm-up, ${RUNS} alternating rounds`,
  );
  for (let i = 0; i < RUNS; i++) {
    const b = bares[i] as Figures;
    const h = ingests[i] as Figures;
    console.log(row(`round ${i + 1} bare`, b));
    console.log(row(`round ${i + 1} hub`, h));
    console.log(row(`round ${i + 1} floor`, floors[i] as Figures));
  }
  const baseline = medianRound(bares);
  const ingest = medianRound(ingests);
  console.log('medians:');
  console.log(row('bare Hono POST → 202', baseline));
  console.log(row('hub /api/record (stored)', ingest));
  const fl = medianRound(floors);
  console.log(row('floor: same work, bare Hono', fl));
  const ratio = ingest.reqPerSec / baseline.reqPerSec;
  console.log(
    `ingestion / bare: ${(ratio * 100).toFixed(0)} % (goal ≥ 60 %), p99 ${ingest.p99} ms (goal ≤ 25 ms)`,
  );
  console.log(
    `floor / bare: ${((fl.reqPerSec / baseline.reqPerSec) * 100).toFixed(0)} %, hub / floor: ${((ingest.reqPerSec / fl.reqPerSec) * 100).toFixed(0)} % (goal ≥ 92 %, issue 25: what the hub adds to verified, durable ingestion)`,
  );
  const cpu = (fs: Figures[]) => median(fs.map((f) => f.cpuUsPerReq));
  if (cpu(bares) && cpu(ingests))
    console.log(
      `server CPU per request, bare / hub: ${((cpu(bares) / cpu(ingests)) * 100).toFixed(0)} % (medians ${cpu(bares).toFixed(0)} / ${cpu(ingests).toFixed(0)} µs, floor ${cpu(floors).toFixed(0)} µs; what req/s would show on an otherwise idle machine); hub / floor CPU ×${(cpu(ingests) / cpu(floors)).toFixed(2)} (goal ≤ 1.08)`,
    );
  console.log(`202 answers: ${accepted}, events stored: ${stored}`);
  if (stored < accepted) {
    console.error('Every 202 must be a stored event');
    process.exit(1);
  }
}
