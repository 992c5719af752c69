import path from 'node:path';
import { hubOn, sharedDatabase, startHubChild, testDialects, until } from '@ecohub/core/testing';
import { createApp, postSigned, waitSettled } from '@ecohub/plugin-superhub/testing';
import { describe, expect, it } from 'vitest';
import { ownerOn } from './owner.ts';
import { plugins } from './plugins.ts';
import { type Receiver, startReceiver } from './receiver.ts';

const CHILD = path.join(import.meta.dirname, 'fixtures/hub-child.ts');
const TARGETS = 4;
const EVENTS = 250; // × 4 targets = 1,000 deliveries

describe.each(testDialects)('a hub killed during a fan-out on %s', (dialect) => {
  it('loses no delivery: every one arrives at least once, a duplicate under the same webhook-id', async () => {
    const db = await sharedDatabase(dialect);
    const hub = await hubOn(db.open(), plugins);
    const receivers: Receiver[] = [];
    const children: Array<ReturnType<typeof startHubChild>> = [];
    try {
      // An owner and the apps, through the same routes the web app uses (this hub never starts: no worker).
      const owner = await ownerOn(hub, 'Crash');
      const request = owner.request;
      const shop = await createApp(owner, 'Shop', 'https://shop.example.com');
      const targets = [];
      for (let i = 0; i < TARGETS; i++) {
        const r = await startReceiver();
        receivers.push(r);
        const app = await createApp(owner, `Target ${i}`, r.url);
        r.become(app);
        targets.push(app);
      }
      const put = await request('PUT', `/api/webhook-configs/${shop.id}`, {
        listeners: [],
        triggers: [{ action: '*', forward_to: targets.map((a) => a.id) }],
      });
      expect(put.status).toBe(200);
      const t = { hub } as never;
      for (let i = 0; i < EVENTS; i++) {
        const res = await postSigned(t, shop, { event: 'order.paid', data: { n: i } });
        expect(res.status).toBeLessThan(300);
      }
      await waitSettled(t);
      const ids = (await hub.ctx.db.selectFrom('deploymentDeliveries').select('id').execute()).map(
        (r) => r.id,
      );
      expect(ids).toHaveLength(EVENTS * TARGETS);

      const total = () => receivers.reduce((n, r) => n + r.received.length, 0);
      const args = [db.url, ...(db.schema ? [db.schema] : [])];
      const first = startHubChild(CHILD, args);
      children.push(first);
      await until(async () => total() >= 200 || first.process.exitCode !== null, 120_000);
      expect(first.stderr()).toBe('');
      first.kill();
      await first.exited;
      const beforeRestart = total();
      expect(beforeRestart).toBeLessThan(EVENTS * TARGETS);

      const second = startHubChild(CHILD, args);
      children.push(second);
      await until(async () => {
        const open = await hub.ctx.db
          .selectFrom('deploymentDeliveries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '!=', 'succeeded')
          .executeTakeFirstOrThrow();
        return Number(open.n) === 0;
      }, 300_000);

      const seen = new Map<string, string>();
      for (const r of receivers)
        for (const got of r.received) {
          const body = seen.get(got.id);
          if (body !== undefined) expect(got.body).toBe(body); // a duplicate is the same message
          seen.set(got.id, got.body);
        }
      expect(new Set(seen.keys())).toEqual(new Set(ids));
    } finally {
      for (const c of children) c.kill();
      await Promise.all(children.map((c) => c.exited));
      await hub.stop();
      for (const r of receivers) await r.close();
      await db.drop();
    }
  }, 600_000);
});
