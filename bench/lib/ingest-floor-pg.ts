// The floor of ingestion on PostgreSQL, for bench/scale.ts: what ingest-floor.ts does on SQLite — a
// bare Hono POST that checks the Standard Webhooks signature with node:crypto, parses the JSON and
// stores the event in the hub's superhub_events table and its key in superhub_event_keys through a
// minimal group commit (one statement per group, in autocommit) before its 202 — on the database of
// DATABASE_URL (its search_path names the schema). FLOOR_WORKERS=2 serves the port from two
// node:cluster processes, as `ecosystem-cli serve --workers 2` does. The first argument is a
// marker only (the bench finds the processes by it).
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { pgDriver } from '../../core/src/db/pg.ts';
import { EVENT_COLUMNS, eventValues, keyOf, readSigned, signedBy } from './floor-event.ts';

const workers = Number(process.env.FLOOR_WORKERS ?? 1);

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
  const stop = () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} else {
  const pool = new (pgDriver().Pool)({ connectionString: process.env.DATABASE_URL, max: 10 });
  const WIDTH = EVENT_COLUMNS.split(', ').length;
  const CHUNK = 100;
  // The partitioned table keeps its idempotency key in superhub_event_keys (as the hub's insert).
  const insertOf = (n: number) =>
    `with v (${EVENT_COLUMNS}) as (values ${Array.from(
      { length: n },
      (_, r) => `(${Array.from({ length: WIDTH }, (_, c) => `$${r * WIDTH + c + 1}`).join(', ')})`,
    ).join(', ')}),
    k as (insert into superhub_event_keys (app_id, message_id, event_id, received_at)
      select app_id, message_id, id, received_at from v on conflict do nothing returning event_id)
    insert into superhub_events (${EVENT_COLUMNS}) select ${EVENT_COLUMNS} from v where id in (select event_id from k)`;
  const keys = new Map<string, { orgId: string; key: Buffer }>();

  type Pending = { values: unknown[]; done: (err?: unknown) => void };
  let queue: Pending[] = [];
  let flushing = false;
  // One group at a time: what arrives while a group is written waits for the next one.
  const flush = async () => {
    while (queue.length) {
      const group = queue;
      queue = [];
      try {
        for (let i = 0; i < group.length; i += CHUNK) {
          const chunk = group.slice(i, i + CHUNK);
          await pool.query(
            insertOf(chunk.length),
            chunk.flatMap((p) => p.values),
          );
        }
        for (const p of group) p.done();
      } catch (err) {
        for (const p of group) p.done(err);
      }
    }
    flushing = false;
  };

  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.post('/api/record', async (c) => {
    const e = await readSigned(c);
    if (!e) return c.json({ message: 'bad timestamp' }, 401);
    let a = keys.get(e.body.app);
    if (!a) {
      const r = (
        await pool.query('select org_id, signing_secret from ecosystem_apps where id = $1', [e.body.app])
      ).rows[0] as { org_id: string; signing_secret: string } | undefined;
      if (!r) return c.json({ message: 'unknown app' }, 401);
      a = { orgId: r.org_id, key: keyOf(r.signing_secret) };
      keys.set(e.body.app, a);
    }
    if (!signedBy(a.key, e)) return c.json({ message: 'bad signature' }, 401);
    const values = eventValues(a.orgId, e);
    await new Promise<void>((resolve, reject) => {
      queue.push({ values, done: (err) => (err ? reject(err) : resolve()) });
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
    });
    return c.json({ accepted: 1, duplicates: 0 }, 202);
  });
  serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
}
