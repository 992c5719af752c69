import { testDialects, until } from '@ecohub/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { forwardingHub } from './hub.ts';

const deliveries = async (h: Awaited<ReturnType<typeof forwardingHub>>) =>
  (await (await h.owner.agent.get('/api/deployment/deliveries')).json()).deliveries as Array<{
    id: string;
    status: string;
    attempts: number;
    nextAttemptAt: string;
    lastStatusCode: number | null;
  }>;

describe.each(testDialects)('webhook forwarding on %s', (dialect) => {
  it('forwards a triggered event to every target, signed with the target’s secret', async () => {
    const h = await forwardingHub(dialect);
    try {
      const [shop, crm, mail] = [await h.sibling('Shop'), await h.sibling('CRM'), await h.sibling('Mail')];
      expect((await h.forward(h.owner, shop, 'order.paid', [crm, mail])).status).toBe(200);
      await h.send(shop, 'order.paid', { total: 42 });
      await h.send(shop, 'page.viewed');
      await until(async () => (await deliveries(h)).every((d) => d.status === 'succeeded'), 10_000);
      const got = crm.receiver.received[0];
      expect(got?.verified).toMatchObject({
        type: 'order.paid',
        data: { app: shop.id, data: { total: 42 } },
      });
      expect(crm.receiver.forwarded()).toHaveLength(1);
      expect(mail.receiver.forwarded()).toHaveLength(1);
      expect(shop.receiver.received).toHaveLength(0);
      const list = await deliveries(h);
      expect(list.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
      expect(new Set(list.map((d) => d.id))).toEqual(
        new Set([crm.receiver.received[0]?.id, mail.receiver.received[0]?.id]),
      );
      const attempts = await (
        await h.owner.agent.get(`/api/deployment/deliveries/${list[0]?.id}/attempts`)
      ).json();
      expect(attempts.attempts).toMatchObject([{ attempt: 1, statusCode: 204, error: null }]);
    } finally {
      await h.close();
    }
  });

  it('forwards an app’s next event once a configuration is saved after its first events', async () => {
    const h = await forwardingHub(dialect);
    try {
      const [shop, crm] = [await h.sibling('Shop'), await h.sibling('CRM')];
      // No configuration yet: forwarding stays out of these commits, and remembers it.
      await h.send(shop, 'order.paid', { n: 1 });
      await h.send(shop, 'order.paid', { n: 2 });
      expect(await deliveries(h)).toEqual([]);
      // Saving one drops what forwarding remembered: the very next commit writes the delivery.
      expect((await h.forward(h.owner, shop, 'order.paid', [crm])).status).toBe(200);
      await h.send(shop, 'order.paid', { n: 3 });
      await until(async () => (await deliveries(h))[0]?.status === 'succeeded', 10_000);
      expect(crm.receiver.received.map((r) => (r.verified as { data: { data: unknown } }).data.data)).toEqual(
        [{ n: 3 }],
      );
      // The deployment status counts every event of the app (SuperHub's totals), forwarded or not.
      const status = await (await h.owner.agent.get('/api/deployment-status')).json();
      expect(
        Object.values(status.apps).find((a) => (a as { app_id: string }).app_id === shop.id),
      ).toMatchObject({
        event_count: 3,
      });
    } finally {
      await h.close();
    }
  });

  it('retries on 500 and on a timeout, on the schedule, with the same webhook-id', async () => {
    const h = await forwardingHub(dialect, { DEPLOYMENT_TIMEOUT_MS: 300 });
    try {
      const [shop, crm] = [await h.sibling('Shop'), await h.sibling('CRM')];
      await h.forward(h.owner, shop, '*', [crm]);
      crm.receiver.faults.push({ status: 500 }, { stallMs: 1500 });
      await h.send(shop, 'order.paid');
      await until(async () => (await deliveries(h))[0]?.attempts === 1, 10_000);
      const first = (await deliveries(h))[0];
      expect(first).toMatchObject({ status: 'pending', lastStatusCode: 500 });
      const wait = Date.parse(first?.nextAttemptAt ?? '') - h.clock.now().getTime();
      expect(wait).toBeGreaterThanOrEqual(4_500);
      expect(wait).toBeLessThanOrEqual(5_500);
      h.clock.advance(6_000);
      await until(async () => (await deliveries(h))[0]?.attempts === 2, 10_000);
      expect((await deliveries(h))[0]).toMatchObject({ status: 'pending', lastStatusCode: null });
      // The third attempt comes 5 min (±10 %) later; the receivers check signatures against the
      // system time, so it moves with the hub's clock for this step.
      h.clock.advance(331_000);
      vi.useFakeTimers({ toFake: ['Date'], now: h.clock.now() });
      try {
        await until(async () => (await deliveries(h))[0]?.status === 'succeeded', 10_000);
      } finally {
        vi.useRealTimers();
      }
      expect(crm.receiver.received.map((r) => r.id)).toEqual([first?.id]);
      const { attempts } = await (
        await h.owner.agent.get(`/api/deployment/deliveries/${first?.id}/attempts`)
      ).json();
      expect(attempts.map((a: { statusCode: number | null }) => a.statusCode)).toEqual([500, null, 204]);
      expect(attempts[0].responseExcerpt).toBe('failing on purpose');
      expect(attempts[1].error).toMatch(/^timeout/);
    } finally {
      await h.close();
    }
  });

  it('honours Retry-After, and a 410 disables the endpoint at once', async () => {
    const h = await forwardingHub(dialect);
    try {
      const [shop, crm] = [await h.sibling('Shop'), await h.sibling('CRM')];
      await h.forward(h.owner, shop, '*', [crm]);
      crm.receiver.faults.push({ status: 429, headers: { 'retry-after': '120' } });
      await h.send(shop, 'order.paid');
      await until(async () => (await deliveries(h))[0]?.attempts === 1, 10_000);
      const wait = Date.parse((await deliveries(h))[0]?.nextAttemptAt ?? '') - h.clock.now().getTime();
      expect(wait).toBe(120_000);
      h.clock.advance(60_000);
      await new Promise((r) => setTimeout(r, 200));
      expect(crm.receiver.received).toHaveLength(0);
      h.clock.advance(61_000);
      await until(async () => crm.receiver.received.length === 1, 10_000);

      crm.receiver.faults.push({ status: 410 });
      await h.send(shop, 'order.refunded');
      await until(async () => (await deliveries(h))[0]?.status === 'failed', 10_000);
      const endpoints = (await (await h.owner.agent.get('/api/deployment/endpoints')).json()).endpoints;
      expect(endpoints).toMatchObject([
        { appId: crm.id, enabled: false, disabledReason: 'The endpoint answered 410 Gone' },
      ]);
      // Held while disabled; sent once an administrator enables the endpoint again.
      await h.send(shop, 'order.shipped');
      await new Promise((r) => setTimeout(r, 200));
      expect(crm.receiver.received).toHaveLength(1);
      const on = await h.owner.agent.patch(`/api/deployment/endpoints/${crm.id}`, { enabled: true });
      expect(on.status).toBe(200);
      await until(async () => crm.receiver.received.length === 2, 10_000);
      expect(JSON.parse(crm.receiver.received[1]?.body ?? '{}').type).toBe('order.shipped');
    } finally {
      await h.close();
    }
  });

  it('replays one delivery, or a filter after showing its count, under the same webhook-id', async () => {
    const h = await forwardingHub(dialect);
    try {
      const [shop, crm] = [await h.sibling('Shop'), await h.sibling('CRM')];
      await h.forward(h.owner, shop, '*', [crm]);
      await h.send(shop, 'order.paid');
      await h.send(shop, 'order.refunded');
      await until(
        async () => (await deliveries(h)).filter((d) => d.status === 'succeeded').length === 2,
        10_000,
      );
      const [latest] = await deliveries(h);
      const one = await h.owner.agent.post(`/api/deployment/deliveries/${latest?.id}/replay`);
      expect(one.status).toBe(202);
      await until(async () => crm.receiver.received.length === 3, 10_000);
      expect(crm.receiver.received[2]?.id).toBe(latest?.id);

      const filter = { app: crm.id, eventType: 'order.paid', status: 'succeeded' };
      const count = await h.owner.agent.post('/api/deployment/deliveries/replay', { filter });
      expect(await count.json()).toEqual({ count: 1 });
      await new Promise((r) => setTimeout(r, 100));
      expect(crm.receiver.received).toHaveLength(3);
      const run = await h.owner.agent.post('/api/deployment/deliveries/replay', { filter, confirm: true });
      expect(await run.json()).toEqual({ replayed: 1 });
      await until(async () => crm.receiver.received.length === 4, 10_000);
      expect(JSON.parse(crm.receiver.received[3]?.body ?? '{}').type).toBe('order.paid');

      const bad = await h.owner.agent.post('/api/deployment/deliveries/replay', {
        filter: { status: 'lost' },
      });
      expect(bad.status).toBe(400);
      const stranger = await h.t.signedIn({ role: 'owner' });
      expect((await stranger.agent.post(`/api/deployment/deliveries/${latest?.id}/replay`)).status).toBe(404);
    } finally {
      await h.close();
    }
  });

  it('refuses a forward to another organisation’s app, and validates configurations', async () => {
    const h = await forwardingHub(dialect);
    try {
      const shop = await h.sibling('Shop');
      const other = await h.t.signedIn({ role: 'owner' });
      const foreign = await h.sibling('Foreign', other);
      const res = await h.forward(h.owner, shop, '*', [foreign]);
      expect(res.status).toBe(400);
      expect((await res.json()).issues).toEqual([
        {
          path: 'triggers.0.forward_to.0',
          message: 'A trigger may forward only to applications of the same organisation',
        },
      ]);
      expect((await h.forward(other, shop, '*', [foreign])).status).toBe(404);
      const bad = await h.owner.agent.put(`/api/webhook-configs/${shop.id}`, {
        listeners: [{ event: 'a b', path: 'x' }],
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual([
        'listeners.0.event',
        'listeners.0.path',
        'triggers',
      ]);
      await h.send(shop, 'order.paid');
      await new Promise((r) => setTimeout(r, 100));
      expect(foreign.receiver.received).toHaveLength(0);
      const { configs } = await (await h.owner.agent.get('/api/webhook-configs')).json();
      expect(configs).toEqual([
        expect.objectContaining({
          app: 'Shop',
          app_id: shop.id,
          triggers: [],
          listeners: [{ event: '*', path: '/ecohub/webhooks' }],
        }),
      ]);
    } finally {
      await h.close();
    }
  });
});
