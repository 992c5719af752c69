// The floor of ingestion: the same work without the hub around it. A bare Hono POST that reads the
// body, checks the Standard Webhooks signature with node:crypto against the app's secret, parses the
// JSON and stores the event in the same SQLite table (WAL, synchronous=NORMAL, checkpoints in a
// background thread as the hub does) through a minimal group commit — one transaction and one
// multi-row INSERT per group — before its 202. The hub's req/s against this one is what the hub
// adds; floor / bare is what durable, verified ingestion costs at all.
import path from 'node:path';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { startCheckpointer } from '../../core/src/db/checkpointer.ts';
import { EVENT_COLUMNS, eventValues, keyOf, readSigned, signedBy } from './floor-event.ts';

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
const inserts = new Map<number, Database.Statement>();
const insertOf = (n: number) => {
  let s = inserts.get(n);
  if (!s) {
    const row = `(${EVENT_COLUMNS.split(', ')
      .map(() => '?')
      .join(', ')})`;
    s = db.prepare(
      `insert into superhub_events (${EVENT_COLUMNS}) values ${Array(n).fill(row).join(', ')} on conflict (app_id, message_id) do nothing`,
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
  const e = await readSigned(c);
  if (!e) return c.json({ message: 'bad timestamp' }, 401);
  let a = keys.get(e.body.app);
  if (!a) {
    const r = appOf.get(e.body.app) as { orgId: string; secret: string } | undefined;
    if (!r) return c.json({ message: 'unknown app' }, 401);
    a = { orgId: r.orgId, key: keyOf(r.secret) };
    keys.set(e.body.app, a);
  }
  if (!signedBy(a.key, e)) return c.json({ message: 'bad signature' }, 401);
  const values = eventValues(a.orgId, e);
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
