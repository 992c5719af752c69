// The floor of ingestion: the same work without the hub around it. A bare Hono POST that reads the
// body, checks the Standard Webhooks signature with node:crypto against the app's secret, parses the
// JSON and stores the event in the same SQLite table (WAL, synchronous=NORMAL, checkpoints in a
// background thread as the hub does) through a minimal group commit — one transaction and one
// multi-row INSERT per group — before its 202. The hub's req/s against this one is what the hub
// adds; floor / bare is what durable, verified ingestion costs at all.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { startCheckpointer } from '../../core/src/db/checkpointer.ts';

const file = path.join(process.env.BENCH_DATA_DIR as string, 'ecohub.sqlite');
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
startCheckpointer(db, file);

const appOf = db.prepare(
  'select id, org_id as orgId, signing_secret as secret from ecosystem_apps where id = ?',
);
const keys = new Map<string, { orgId: string; key: Buffer }>();
const COLUMNS =
  'id, org_id, app_id, message_id, source, stream, event, status, tag, user_key, data, occurred_at, received_at';
const inserts = new Map<number, Database.Statement>();
const insertOf = (n: number) => {
  let s = inserts.get(n);
  if (!s) {
    const row = `(${COLUMNS.split(', ')
      .map(() => '?')
      .join(', ')})`;
    s = db.prepare(
      `insert into superhub_events (${COLUMNS}) values ${Array(n).fill(row).join(', ')} on conflict (app_id, message_id) do nothing`,
    );
    inserts.set(n, s);
  }
  return s;
};

type Pending = { values: unknown[]; done: () => void };
let queue: Pending[] = [];
let scheduled = false;
const flush = () => {
  scheduled = false;
  const group = queue;
  queue = [];
  db.transaction(() => {
    for (let i = 0; i < group.length; i += 100) {
      const chunk = group.slice(i, i + 100);
      insertOf(chunk.length).run(chunk.flatMap((p) => p.values));
    }
  })();
  for (const p of group) p.done();
};

const app = new Hono();
app.get('/healthz', (c) => c.json({ ok: true }));
app.post('/api/record', async (c) => {
  const raw = await c.req.text();
  const id = c.req.header('webhook-id') ?? '';
  const ts = Number(c.req.header('webhook-timestamp'));
  const given = (c.req.header('webhook-signature') ?? '').replace(/^v1,/, '');
  if (!id || Math.abs(Date.now() / 1000 - ts) > 300) return c.json({ message: 'bad timestamp' }, 401);
  const body = JSON.parse(raw) as {
    app: string;
    event: string;
    status: string;
    tag?: string;
    data?: unknown;
  };
  let a = keys.get(body.app);
  if (!a) {
    const r = appOf.get(body.app) as { orgId: string; secret: string } | undefined;
    if (!r) return c.json({ message: 'unknown app' }, 401);
    a = { orgId: r.orgId, key: Buffer.from(r.secret.replace(/^whsec_/, ''), 'base64') };
    keys.set(body.app, a);
  }
  const expected = Buffer.from(createHmac('sha256', a.key).update(`${id}.${ts}.${raw}`).digest('base64'));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return c.json({ message: 'bad signature' }, 401);
  const now = new Date().toISOString();
  const values = [
    randomUUID(),
    a.orgId,
    body.app,
    id,
    'server',
    body.status === 'ok' ? 'webhook_events' : 'errors',
    body.event,
    body.status,
    body.tag ?? '',
    null,
    JSON.stringify(body.data ?? {}),
    now,
    now,
  ];
  await new Promise<void>((done) => {
    queue.push({ values, done });
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });
  return c.json({ accepted: 1, duplicates: 0 }, 202);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
