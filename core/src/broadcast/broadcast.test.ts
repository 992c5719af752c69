import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AUTH_WRITES_CHANNEL } from '../db/table-writes.ts';
import { hubOn, sharedDatabase, testDialects, until } from '../testing/index.ts';
import { NOTIFY_CHANNEL } from './index.ts';
import { LEARN_MS } from './interest.ts';

describe.each(testDialects)('broadcast on %s', (dialect) => {
  it('reaches the subscribers of this hub at once', async () => {
    const shared = await sharedDatabase(dialect);
    const hub = await hubOn(shared.open(), []);
    const got: unknown[] = [];
    hub.ctx.broadcast.subscribe('test.live', (p) => got.push(p));
    hub.ctx.broadcast.publish('test.live', { n: 1 });
    hub.ctx.broadcast.publish('test.other', { n: 2 });
    await until(async () => got.length === 1);
    expect(got).toEqual([{ n: 1 }]);
    await hub.stop();
    await shared.drop();
  });
});

describe.skipIf(!testDialects.includes('postgres'))('broadcast between hub processes on PostgreSQL', () => {
  it('reaches another hub on the same schema once, in order, and never a hub on another schema', async () => {
    const [shared, elsewhere] = await Promise.all([sharedDatabase('postgres'), sharedDatabase('postgres')]);
    const a = await hubOn(shared.open(), []);
    const b = await hubOn(shared.open(), []);
    const other = await hubOn(elsewhere.open(), []);
    try {
      const onA: unknown[] = [];
      const onB: unknown[] = [];
      const onOther: unknown[] = [];
      a.ctx.broadcast.subscribe('test.live', (p) => onA.push(p));
      b.ctx.broadcast.subscribe('test.live', (p) => onB.push(p));
      other.ctx.broadcast.subscribe('test.live', (p) => onOther.push(p));
      // Let the listeners connect before publishing.
      await new Promise((r) => setTimeout(r, 500));
      // More than one notification's worth: the batch is split, still in order.
      const big = 'x'.repeat(1000);
      for (let i = 0; i < 20; i++) a.ctx.broadcast.publish('test.live', { i, big });
      await until(async () => onB.length === 20, 10_000);
      expect(onB.map((p) => (p as { i: number }).i)).toEqual([...Array(20).keys()]);
      expect(onA).toHaveLength(20); // its own subscribers once, not again through the database
      await new Promise((r) => setTimeout(r, 300));
      expect(onA).toHaveLength(20);
      expect(onOther).toEqual([]);
    } finally {
      await Promise.all([a.stop(), b.stop(), other.stop()]);
      await Promise.all([shared.drop(), elsewhere.drop()]);
    }
  });
});

describe.skipIf(!testDialects.includes('postgres'))(
  'broadcast sends only what another process listens for',
  () => {
    it('publishes no NOTIFY for a channel no other process subscribes to, and follows subscriptions', async () => {
      const shared = await sharedDatabase('postgres');
      const a = await hubOn(shared.open(), []);
      const b = await hubOn(shared.open(), []);
      // A third process, by hand: it announces the channel 'probe' and records every batch it receives.
      const probe = new pg.Client({
        connectionString: shared.url,
        options: `-c search_path=${shared.schema}`,
      });
      const batches: string[][] = [];
      const announced: string[][] = [];
      try {
        await probe.connect();
        probe.on('notification', (n) => {
          const m = JSON.parse(n.payload ?? '{}') as {
            m?: { c: string }[];
            ch?: string[];
            o: string;
            s?: string;
          };
          // Only this test's hubs: other tests' hubs on the same database notify on the same channel.
          if (m.s !== shared.schema) return;
          if (m.m) batches.push(m.m.map((x) => x.c));
          else if (m.ch && m.o !== 'probe') announced.push(m.ch);
        });
        await probe.query(`LISTEN ${NOTIFY_CHANNEL}`);
        const say = (ch: string[]) =>
          probe.query('select pg_notify($1, $2)', [
            NOTIFY_CHANNEL,
            JSON.stringify({ s: shared.schema, o: 'probe', ch }),
          ]);
        await say(['probe']);
        const onB: unknown[] = [];
        const off = b.ctx.broadcast.subscribe('test.live', (p) => onB.push(p));
        a.ctx.broadcast.publish('test.warm', {}); // a starts listening and asks who wants what
        await until(async () => announced.some((ch) => ch.includes('test.live')));
        await say(['probe']);
        // a has heard b and the probe; its first second, when everything is sent, is over.
        await new Promise((r) => setTimeout(r, LEARN_MS + 200));
        batches.length = 0;
        a.ctx.broadcast.publish('test.unwatched', { n: 1 });
        a.ctx.broadcast.publish('test.live', { n: 2 });
        a.ctx.broadcast.publish('probe', { n: 3 });
        await until(async () => batches.length > 0 && onB.length === 1);
        expect(batches.flat()).toEqual(['test.live', 'probe']);
        expect(onB).toEqual([{ n: 2 }]);

        // b's last subscriber of 'test.live' leaves: b says so, and a stops sending it. (Every hub
        // keeps core's own channel, AUTH_WRITES_CHANNEL.)
        off();
        await until(async () => {
          const last = announced.at(-1);
          return !!last && !last.includes('test.live') && last.includes(AUTH_WRITES_CHANNEL);
        });
        await new Promise((r) => setTimeout(r, 200));
        batches.length = 0;
        a.ctx.broadcast.publish('test.live', { n: 4 });
        a.ctx.broadcast.publish('probe', { n: 5 });
        await until(async () => batches.length > 0);
        expect(batches.flat()).toEqual(['probe']);
      } finally {
        await probe.end();
        await Promise.all([a.stop(), b.stop()]);
        await shared.drop();
      }
    });
  },
);
