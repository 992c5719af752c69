// Webhook forwarding (issue 14): `node --import tsx bench/fanout.ts`.
//  1. Throughput: 2,500 ingested events, each forwarded by a trigger to 4 local receivers = 10,000
//     deliveries, written in SuperHub's commit (the outbox) then sent by the delivery worker (claims,
//     Standard Webhooks signature, POST, attempt recorded, all durable). Against a floor that signs
//     and POSTs the same payloads with the same client and concurrency, without any database.
//     Goal: ≥ 0.5 × the floor's deliveries/s.
//  2. Latency: events ingested at 200/s for BENCH_DURATION_S (default 10 s), one target each; the
//     time from the ingestion request to the receiver's arrival. Goal: p99 ≤ 1 s.
// Everything runs in this process on a temporary SQLite file; figures vary with the machine's load.
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, createHub, createOutboundClient, type Hub, loadConfig } from '../core/src/index.ts';
import { ownerOn } from '../plugins/deployment/src/server/test/owner.ts';
import { plugins } from '../plugins/deployment/src/server/test/plugins.ts';
import { createApp } from '../plugins/superhub/src/server/test/test-helpers.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_500);
const TARGETS = 4;
const RATE = 200;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONCURRENCY = 64;

interface Receiver {
  url: string;
  server: Server;
  arrivals: Map<string, number>;
}

async function receiver(): Promise<Receiver> {
  const arrivals = new Map<string, number>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id'] ?? '');
      if (!arrivals.has(id)) arrivals.set(id, performance.now());
      res.statusCode = 204;
      res.end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, arrivals };
}

const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-bench-fanout-'));
const url = `sqlite:${path.join(dir, 'hub.sqlite')}`;
const open = (worker: boolean): Promise<Hub> =>
  createHub({
    config: loadConfig(
      {},
      { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', OUTBOUND_ALLOW: '127.0.0.1/32' },
    ),
    plugins,
    database: connect({ url }),
    env: {},
    pluginConfig: {
      deployment: {
        DEPLOYMENT_WORKER: worker ? 'true' : 'false',
        DEPLOYMENT_CONCURRENCY: CONCURRENCY,
        DEPLOYMENT_POLL_MS: 50,
      },
      superhub: {},
    },
  });

function sign(secret: string, id: string, body: string): Record<string, string> {
  const ts = Math.floor(Date.now() / 1000);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(ts),
    'webhook-signature': `v1,${createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest('base64')}`,
  };
}

let seq = 0;
async function ingest(
  hub: Hub,
  app: { id: string; secret: string },
  event: string,
  data: Record<string, unknown>,
) {
  const body = JSON.stringify({ app: app.id, event, data });
  const res = await hub.app.request('http://localhost:3000/api/record', {
    method: 'POST',
    headers: sign(app.secret, `msg_bench_${process.pid}_${seq++}`, body),
    body,
  });
  if (res.status !== 202 && res.status !== 200)
    throw new Error(`ingestion refused: ${res.status} ${await res.text()}`);
}

/** CPU time of this process (hub, receivers, client: all in it) per unit since `from`, in µs. */
function cpuUsPer(from: NodeJS.CpuUsage, units: number): number {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / units;
}

async function pool<T>(items: T[], n: number, fn: (t: T) => Promise<void>) {
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) await fn(items[i++] as T);
    }),
  );
}

const receivers: Receiver[] = [];
try {
  process.env.SUPERHUB_EVENTS_PER_MINUTE = '1000000';
  for (let i = 0; i < TARGETS + 1; i++) receivers.push(await receiver());
  const setupHub = await open(false);
  await setupHub.migrate();
  const owner = await ownerOn(setupHub, 'Bench');
  const source = await createApp(owner, 'Source', 'https://source.example.com');
  const targets = [];
  for (let i = 0; i < TARGETS; i++)
    targets.push(await createApp(owner, `Target ${i}`, (receivers[i] as Receiver).url));
  const latencyTarget = await createApp(owner, 'Latency', (receivers[TARGETS] as Receiver).url);
  const latencySource = await createApp(owner, 'Latency source', 'https://latency.example.com');
  const put = async (from: string, to: string[]) => {
    const r = await owner.request('PUT', `/api/webhook-configs/${from}`, {
      listeners: [],
      triggers: [{ action: '*', forward_to: to }],
    });
    if (r.status !== 200) throw new Error(`config refused: ${r.status} ${await r.text()}`);
  };
  await put(
    source.id,
    targets.map((t) => t.id),
  );
  await put(latencySource.id, [latencyTarget.id]);

  console.error('setup done');
  // 1. Throughput: the outbox is filled by ingestion (no worker), then a worker drains it.
  await pool(
    Array.from({ length: EVENTS }, (_, i) => i),
    50,
    (i) => ingest(setupHub, source, 'order.paid', { n: i }),
  );
  // The same concurrency as the floor: 64 in all, 16 per endpoint.
  for (const t of targets) {
    const r = await owner.request('PATCH', `/api/deployment/endpoints/${t.id}`, {
      maxInFlight: CONCURRENCY / TARGETS,
    });
    if (r.status !== 200) throw new Error(`endpoint refused: ${r.status}`);
  }
  const payloads = await setupHub.ctx.db
    .selectFrom('deploymentDeliveries')
    .select(['id', 'targetAppId', 'payload'])
    .execute();
  await setupHub.stop();
  const total = EVENTS * TARGETS;
  if (payloads.length !== total) throw new Error(`expected ${total} deliveries, found ${payloads.length}`);

  console.error(`outbox filled: ${payloads.length}`);
  const urlOf = new Map(targets.map((t, i) => [t.id, `${(receivers[i] as Receiver).url}/ecohub/webhooks`]));
  const secretOf = new Map(targets.map((t) => [t.id, t.secret]));
  const client = createOutboundClient({ allow: '127.0.0.1/32' });
  const fc0 = process.cpuUsage();
  const f0 = performance.now();
  await pool(payloads, CONCURRENCY, async (d) => {
    const res = await client.request(urlOf.get(d.targetAppId) as string, {
      method: 'POST',
      headers: sign(secretOf.get(d.targetAppId) as string, `floor_${d.id}`, d.payload),
      body: d.payload,
      maxRedirects: 0,
      keepAlive: true,
    });
    if (res.status !== 204) throw new Error(`floor: ${res.status}`);
  });
  const floorRate = total / ((performance.now() - f0) / 1000);
  const floorCpu = cpuUsPer(fc0, total);

  console.error(`floor: ${floorRate.toFixed(0)}/s`);
  const hub = await open(true);
  const wc0 = process.cpuUsage();
  const w0 = performance.now();
  await hub.start();
  const delivered = () =>
    receivers
      .slice(0, TARGETS)
      .reduce((n, r) => n + [...r.arrivals.keys()].filter((k) => !k.startsWith('floor_')).length, 0);
  while (delivered() < total) await new Promise((r) => setTimeout(r, 20));
  const hubRate = total / ((performance.now() - w0) / 1000);
  const hubCpu = cpuUsPer(wc0, total);

  console.error(`hub: ${hubRate.toFixed(0)}/s`);
  // 2. Latency at 200 events/s, one target each.
  const sentAt = new Map<string, number>();
  const acceptedAt = new Map<string, number>();
  const latencyReceiver = receivers[TARGETS] as Receiver;
  const count = RATE * DURATION_S;
  const lc0 = process.cpuUsage();
  const start = performance.now();
  const sends: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt.set(String(i), performance.now());
    sends.push(
      ingest(hub, latencySource, 'latency.probe', { i }).then(() => {
        acceptedAt.set(String(i), performance.now());
      }),
    );
  }
  await Promise.all(sends);
  while (latencyReceiver.arrivals.size < count) await new Promise((r) => setTimeout(r, 20));
  const latencyWallMs = performance.now() - start;
  const latencyCpu = cpuUsPer(lc0, count);
  const rows = await hub.ctx.db
    .selectFrom('deploymentDeliveries')
    .select(['id', 'payload'])
    .where('targetAppId', '=', latencyTarget.id)
    .execute();
  const since = (from: Map<string, number>) =>
    rows
      .map((r) => {
        const i = String((JSON.parse(r.payload) as { data: { data: { i: number } } }).data.data.i);
        return (latencyReceiver.arrivals.get(r.id) as number) - (from.get(i) as number);
      })
      .sort((a, b) => a - b);
  const percentile = (list: number[]) => (p: number) =>
    list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] as number;
  const pct = percentile(since(sentAt));
  // The part after ingestion answered (the event and its delivery committed): the worker's share.
  const afterCommit = percentile(since(acceptedAt));
  await hub.stop();

  const ratio = hubRate / floorRate;
  console.log(`fan-out of ${total} deliveries to ${TARGETS} receivers, concurrency ${CONCURRENCY}`);
  console.log(
    `  floor (sign + POST, no database): ${floorRate.toFixed(0)} deliveries/s, ${floorCpu.toFixed(0)} CPU µs each`,
  );
  console.log(
    `  hub (outbox, claims, attempts):   ${hubRate.toFixed(0)} deliveries/s, ${hubCpu.toFixed(0)} CPU µs each = ${ratio.toFixed(2)} × floor (goal ≥ 0.5)`,
  );
  console.log(`ingestion → delivery at ${RATE} events/s for ${DURATION_S} s (${count} events):`);
  console.log(
    `  p50 ${pct(50).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms, max ${pct(100).toFixed(0)} ms (goal p99 ≤ 1000 ms)`,
  );
  console.log(
    `  ${latencyCpu.toFixed(0)} CPU µs per event (ingestion and its delivery); the process was busy ${((latencyCpu * count) / 10 / latencyWallMs).toFixed(0)} % of the ${(latencyWallMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  of which after ingestion answered: p50 ${afterCommit(50).toFixed(0)} ms, p99 ${afterCommit(99).toFixed(0)} ms`,
  );
  if (ratio < 0.5 || pct(99) > 1000) process.exitCode = 1;
} finally {
  for (const r of receivers) r.server.close();
  rmSync(dir, { recursive: true, force: true });
}
