// Cold start and GET /healthz throughput of the hub (every enabled plugin loaded) against a bare
// Hono app started the same way (node + tsx), measured in the same run. Figures vary with the
// machine and its load; the ratios are what to compare between runs.
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, REPO_ROOT, type Started, startAndWait, tempDataDir } from './lib/processes.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 10;
const DURATION_S = 5;

const CLI = path.join(REPO_ROOT, 'cli/bin/ecosystem-cli.mjs');
const BARE = path.join(import.meta.dirname, 'lib/bare-hono.ts');

interface Target {
  name: string;
  start(): Promise<Started & { cleanup(): void }>;
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
    async start() {
      // A fresh data folder each time: the cold start includes creating and migrating the database.
      // Request logs are off (LOG_LEVEL=warn) so both servers do the same I/O per request.
      const data = tempDataDir();
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
}

// Targets alternate within each round so that a change in the machine's load hits both alike.
const starts = new Map<string, number[]>(targets.map((t) => [t.name, []]));
for (let i = 0; i < RUNS; i++) {
  for (const t of targets) {
    process.stdout.write(`cold start ${i + 1}/${RUNS}: ${t.name}\n`);
    const s = await t.start();
    starts.get(t.name)!.push(s.coldStartMs);
    await s.stop();
    s.cleanup();
  }
}

const running = await Promise.all(targets.map((t) => t.start()));
const rounds = new Map<string, autocannon.Result[]>(targets.map((t) => [t.name, []]));
try {
  for (let i = 0; i < RUNS; i++) {
    for (const [k, t] of targets.entries()) {
      process.stdout.write(`GET /healthz ${i + 1}/${RUNS}: ${t.name}\n`);
      const r = await autocannon({
        url: `${running[k].url}/healthz`,
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      rounds.get(t.name)!.push(r);
    }
  }
} finally {
  for (const s of running) {
    await s.stop();
    s.cleanup();
  }
}

const results = new Map<string, Figures>();
for (const t of targets) {
  const rs = rounds.get(t.name)!;
  const mid = rs.find((r) => r.requests.average === median(rs.map((x) => x.requests.average)))!;
  results.set(t.name, {
    coldStartMs: median(starts.get(t.name)!),
    reqPerSec: mid.requests.average,
    p50: mid.latency.p50,
    p99: mid.latency.p99,
    errors: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
  });
}

const bare = results.get('bare Hono')!;
const hub = results.get('hub + plugins')!;
const rows = [...results].map(([name, f]) => [
  name.padEnd(14),
  `${Math.round(f.coldStartMs)} ms`.padStart(10),
  `${Math.round(f.reqPerSec)}`.padStart(9),
  `${f.p50} ms`.padStart(8),
  `${f.p99} ms`.padStart(8),
  `${f.errors}`.padStart(7),
]);
console.log(
  `\nhttp-baseline: medians of ${RUNS} alternating rounds; GET /healthz with ${CONNECTIONS} connections × ${DURATION_S} s`,
);
console.log(
  [
    'target'.padEnd(14),
    'cold start'.padStart(10),
    'req/s'.padStart(9),
    'p50'.padStart(8),
    'p99'.padStart(8),
    'errors'.padStart(7),
  ].join('  '),
);
for (const r of rows) console.log(r.join('  '));
console.log(
  `ratios hub / bare: cold start ×${(hub.coldStartMs / bare.coldStartMs).toFixed(2)}, req/s ×${(hub.reqPerSec / bare.reqPerSec).toFixed(2)}`,
);
