// The analytics bench's ingestion cost, rollups on vs off (bench/analytics.ts, issue 16): rounds
// that store the next slice of the same events once without rollups and once with them, in
// alternating order. "off" stores each event as the hub stores it (a mirror of superhub_events with
// its keys and indexes, 1,000 events per commit); "on" stores the same events the same way and
// passes each through the analytics plugin's handler, with its flushes once a second of "on" time.
import type { Kysely } from 'kysely';
import type { EventReceived } from '../../plugins/superhub/src/shared/events.ts';

/** CPU time of this process (user + system) in ms: what the work cost, whatever the machine's load. */
export const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/**
 * Events through the plugin's handler with the hub's flushes: `rollUp` emits an event as superhub
 * does after its commit and flushes once a second (the hub's timer never fires in a bench loop
 * that does not yield to it); `flush` writes what is pending. Flush times are added up.
 */
export function rollupDriver(emit: (e: EventReceived) => Promise<void>, buffer: { flush(): Promise<void> }) {
  const driver = {
    lastFlush: performance.now(),
    flushCpu: 0,
    flushWall: 0,
    async flush() {
      const c = cpuMs();
      const w = performance.now();
      await buffer.flush();
      driver.flushCpu += cpuMs() - c;
      driver.flushWall += performance.now() - w;
    },
    /** Not an async function: superhub awaits the emit itself, with no layer of its own per event. */
    rollUp(e: EventReceived): Promise<void> {
      const emitted = emit(e);
      return performance.now() - driver.lastFlush > 1000 ? emitted.then(flushDue) : emitted;
    },
  };
  const flushDue = async () => {
    await driver.flush();
    driver.lastFlush = performance.now();
  };
  return driver;
}

export type RollupDriver = ReturnType<typeof rollupDriver>;

type Ingested = { wall: number; cpu: number; flushWall: number; flushCpu: number };

export interface IngestionResult {
  off: Ingested;
  on: Ingested;
  /** Per round: on / off, "on" carrying an equal share of all the flushes. */
  rounds: { cpu: number; wall: number }[];
}

/**
 * `total` events in `rounds` rounds: each round stores the next slice once without rollups and
 * once with them, in alternating order, so both tables grow alike and neither side always runs
 * first. Run one after the other, "off" took the warm-up (JIT, a cold database) and "on" the
 * other's garbage and WAL checkpoints, and a shared machine's load moved between them: 0.97–1.33×
 * for the same code. Each side reads its own copy of the events (`events()` twice); the ratio to
 * report is the median of the rounds'. The last round writes what is pending: "on" pays for
 * writing every row it made.
 */
export async function ingestionRounds(opts: {
  /** The hub's database (the bench's own tables are not in its schema). */
  db: Kysely<any>;
  events: () => Iterator<EventReceived>;
  driver: RollupDriver;
  total: number;
  rounds: number;
  batch: number;
}): Promise<IngestionResult> {
  const { db, driver, total, rounds: ROUNDS, batch: BATCH } = opts;
  // The hub's own store of received events (superhub_events' columns, keys and indexes).
  for (const table of ['bench_ingest_off', 'bench_ingest_on']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('stream', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('tag', 'text', (c) => c.notNull())
      .addColumn('user_key', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addUniqueConstraint(`${table}_message_uq`, ['app_id', 'message_id'])
      .execute();
    await db.schema
      .createIndex(`${table}_stream_idx`)
      .on(table)
      .columns(['org_id', 'stream', 'received_at', 'id'])
      .execute();
    await db.schema
      .createIndex(`${table}_org_idx`)
      .on(table)
      .columns(['org_id', 'received_at', 'id'])
      .execute();
  }
  const stored = (e: EventReceived) => ({
    id: e.id,
    orgId: e.orgId,
    appId: e.appId,
    messageId: e.messageId,
    source: e.source,
    stream: e.stream,
    event: e.event,
    status: e.status,
    tag: e.tag,
    userKey: e.user,
    data: JSON.stringify(e.data),
    occurredAt: e.occurredAt,
    receivedAt: e.receivedAt,
  });

  let onSinceFlush = 0;
  const ingest = async (
    source: Iterator<EventReceived>,
    n: number,
    table: string,
    withRollups: boolean,
    last: boolean,
  ): Promise<Ingested> => {
    let batch: EventReceived[] = [];
    const commit = async () => {
      const rows = batch.map(stored);
      batch = [];
      await db.transaction().execute((trx) => trx.insertInto(table).values(rows).execute());
    };
    const started = performance.now();
    const cpu = cpuMs();
    const before = { cpu: driver.flushCpu, wall: driver.flushWall };
    // The flush clock runs in "on" time only, carried over from its previous round: once a second,
    // as the hub's timer flushes.
    driver.lastFlush = started - onSinceFlush;
    for (let i = 0; i < n; i++) {
      const next = source.next();
      if (next.done) break;
      batch.push(next.value);
      if (withRollups) await driver.rollUp(next.value);
      if (batch.length >= BATCH) await commit();
    }
    if (batch.length) await commit();
    if (withRollups && last) await driver.flush();
    else if (withRollups) onSinceFlush = performance.now() - driver.lastFlush;
    return {
      wall: performance.now() - started,
      cpu: cpuMs() - cpu,
      flushWall: driver.flushWall - before.wall,
      flushCpu: driver.flushCpu - before.cpu,
    };
  };

  const sources = { off: opts.events(), on: opts.events() };
  const off: Ingested = { wall: 0, cpu: 0, flushWall: 0, flushCpu: 0 };
  const on: Ingested = { wall: 0, cpu: 0, flushWall: 0, flushCpu: 0 };
  const measured: { off: Ingested; on: Ingested }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const n = Math.floor(((r + 1) * total) / ROUNDS) - Math.floor((r * total) / ROUNDS);
    const run = async (side: 'off' | 'on') => {
      const m = await ingest(sources[side], n, `bench_ingest_${side}`, side === 'on', r === ROUNDS - 1);
      const sum = side === 'on' ? on : off;
      sum.wall += m.wall;
      sum.cpu += m.cpu;
      sum.flushWall += m.flushWall;
      sum.flushCpu += m.flushCpu;
      return m;
    };
    const first = r % 2 ? 'on' : 'off';
    const a = await run(first);
    const b = await run(first === 'on' ? 'off' : 'on');
    measured.push(first === 'off' ? { off: a, on: b } : { off: b, on: a });
  }
  for (const table of ['bench_ingest_off', 'bench_ingest_on']) await db.schema.dropTable(table).execute();
  // A flush lands in one round or another (once a second): each round's "on" carries an equal share
  // of all of them instead, so that the median neither skips nor doubles the flushes.
  const rounds = measured.map((m) => ({
    cpu: (m.on.cpu - m.on.flushCpu + on.flushCpu / ROUNDS) / m.off.cpu,
    wall: (m.on.wall - m.on.flushWall + on.flushWall / ROUNDS) / m.off.wall,
  }));
  return { off, on, rounds };
}
