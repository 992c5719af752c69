import { testDialects, until } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { forwardingHub } from './hub.ts';

const DAY = 86_400_000;

describe.each(testDialects)('endpoint policies on %s', (dialect) => {
  it('keeps the order of an ordered endpoint: later deliveries wait for a retried one', async () => {
    const h = await forwardingHub(dialect);
    try {
      const [shop, crm] = [await h.sibling('Shop'), await h.sibling('CRM')];
      await h.forward(h.owner, shop, '*', [crm]);
      await h.send(shop, 'warm.up');
      await until(async () => crm.receiver.received.length === 1, 10_000);
      const set = await h.owner.agent.patch(`/api/deployment/endpoints/${crm.id}`, {
        ordered: true,
        maxInFlight: 5,
      });
      expect(await set.json()).toMatchObject({ appId: crm.id, ordered: true, maxInFlight: 5, enabled: true });

      crm.receiver.faults.push({ status: 503 });
      await h.send(shop, 'first');
      await h.send(shop, 'second');
      await h.send(shop, 'third');
      const list = async () =>
        (await (await h.owner.agent.get('/api/deployment/deliveries')).json()).deliveries as Array<{
          eventType: string;
          status: string;
          attempts: number;
        }>;
      await until(async () => (await list()).find((d) => d.eventType === 'first')?.attempts === 1, 10_000);
      await new Promise((r) => setTimeout(r, 200));
      expect((await list()).filter((d) => d.eventType !== 'warm.up').map((d) => d.status)).toEqual([
        'pending',
        'pending',
        'pending',
      ]);
      h.clock.advance(6_000);
      await until(async () => crm.receiver.received.length === 4, 10_000);
      expect(crm.receiver.received.map((r) => JSON.parse(r.body).type)).toEqual([
        'warm.up',
        'first',
        'second',
        'third',
      ]);
    } finally {
      await h.close();
    }
  });

  it('disables a failing endpoint only after 5 days without a success', async () => {
    const h = await forwardingHub(dialect);
    try {
      const [shop, crm] = [await h.sibling('Shop'), await h.sibling('CRM')];
      await h.forward(h.owner, shop, '*', [crm]);
      const endpoint = async () =>
        (await (await h.owner.agent.get('/api/deployment/endpoints')).json()).endpoints[0];
      for (let i = 0; i < 5; i++) crm.receiver.faults.push({ status: 500 });
      await h.send(shop, 'order.paid');
      await until(async () => (await endpoint())?.failingSince != null, 10_000);
      // Still enabled after failures (Svix and others disable quickly; here only time counts).
      h.clock.advance(6_000);
      await until(async () => crm.receiver.faults.length === 3, 10_000);
      expect(await endpoint()).toMatchObject({ enabled: true });
      h.clock.advance(5 * DAY);
      await h.send(shop, 'order.refunded');
      await until(async () => (await endpoint())?.enabled === false, 10_000);
      expect((await endpoint()).disabledReason).toBe('Failing without a success for 5 days');
    } finally {
      await h.close();
    }
  });
});
