import { describe, expect, it } from 'vitest';
import { hubOn, sharedDatabase, testDialects, until } from '../testing/index.ts';

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
