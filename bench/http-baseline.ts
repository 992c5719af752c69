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

async function measure(t: Target): Promise<Figures> {
  const starts: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = await t.start();
    starts.push(s.coldStartMs);
    await s.stop();
    s.cleanup();
  }
  const s = await t.start();
  try {
    const r = await autocannon({ url: `${s.url}/healthz`, connections: CONNECTIONS, duration: DURATION_S });
    return {
      coldStartMs: median(starts),
      reqPerSec: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    };
  } finally {
    await s.stop();
    s.cleanup();
  }
}

const results = new Map<string, Figures>();
for (const t of targets) {
  process.stdout.write(`measuring ${t.name}…\n`);
  results.set(t.name, await measure(t));
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
  `\nhttp-baseline: cold start (median of ${RUNS}) and GET /healthz, ${CONNECTIONS} connections × ${DURATION_S} s`,
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
