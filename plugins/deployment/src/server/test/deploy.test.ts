import { testDialects, until } from '@ecohub/core/testing';
import { createApp } from '@ecohub/plugin-superhub/testing';
import { describe, expect, it } from 'vitest';
import { forwardingHub } from './hub.ts';

describe.each(testDialects)('deploying webhook configurations on %s', (dialect) => {
  it('pushes each app its configuration, counts the acks, and reports the status from the database', async () => {
    const h = await forwardingHub(dialect);
    try {
      const [shop, crm] = [await h.sibling('Shop'), await h.sibling('CRM')];
      // An app nobody answers for: a closed loopback port.
      const gone = await createApp(h.owner, 'Gone', 'http://127.0.0.1:9');
      await h.forward(h.owner, shop, 'order.paid', [crm]);

      const res = await h.owner.agent.post('/api/deploy-webhooks');
      expect(res.status).toBe(202);
      const { jobId, total_apps } = await res.json();
      expect(total_apps).toBe(3);
      const job = await h.t.hub.ctx.jobs.wait(jobId, 30_000);
      expect(job.status).toBe('completed');
      expect(job.result).toMatchObject({ successful: 2, total_apps: 3 });
      expect(job.progress).toMatchObject({ done: 3, total: 3, successful: 2 });
      const failed = (
        job.result as { results: Array<{ app_id: string; success: boolean; error: string }> }
      ).results.find((r) => !r.success);
      expect(failed).toMatchObject({ app_id: gone.id, error: expect.stringMatching(/^connect/) });
      expect(shop.receiver.forwarded()).toHaveLength(0);
      expect(shop.receiver.deployed()).toEqual({
        app: 'Shop',
        app_id: shop.id,
        version: 1,
        listeners: [],
        triggers: [{ action: 'order.paid', forward_to: [crm.id] }],
      });
      expect(crm.receiver.deployed()).toMatchObject({ app_id: crm.id, triggers: [] });

      const before = await (await h.owner.agent.get('/api/deployment-status')).json();
      expect(before.summary).toEqual({ total_apps: 3, active_apps: 0, pending_apps: 3, total_events: 0 });
      await h.send(shop, 'order.paid');
      await until(async () => crm.receiver.received.length === 1, 10_000);
      const after = await (await h.owner.agent.get('/api/deployment-status')).json();
      expect(after.summary).toEqual({ total_apps: 3, active_apps: 1, pending_apps: 2, total_events: 1 });
      expect(after.apps['shop']).toMatchObject({
        status: 'active',
        app_id: shop.id,
        event_count: 1,
        webhook_endpoints: 0,
      });
      expect(after.apps['crm']).toMatchObject({
        status: 'pending',
        event_count: 0,
        config_acknowledged: true,
      });

      // A new version is pending until the app acknowledges it.
      await h.forward(h.owner, shop, '*', [crm]);
      const edited = await (await h.owner.agent.get('/api/deployment-status')).json();
      expect(edited.apps['shop'].status).toBe('pending');

      const test = await h.owner.agent.post(`/api/test-webhook/${crm.id}`, {
        testData: { test_message: 'Hello' },
      });
      expect(await test.json()).toMatchObject({ success: true, app_id: crm.id, status: 204 });
      expect(crm.receiver.received.at(-1)?.verified).toMatchObject({
        type: 'webhook.test',
        data: { testData: { test_message: 'Hello' } },
      });
      const bad = await h.owner.agent.post(`/api/test-webhook/${crm.id}`, { testData: {} });
      expect(bad.status).toBe(400);
      const unreachable = await h.owner.agent.post(`/api/test-webhook/${gone.id}`, {
        testData: { test_message: 'x' },
      });
      expect(await unreachable.json()).toMatchObject({ success: false, status: null });
      const stranger = await h.t.signedIn({ role: 'owner' });
      expect(
        (await stranger.agent.post(`/api/test-webhook/${crm.id}`, { testData: { test_message: 'x' } }))
          .status,
      ).toBe(404);
    } finally {
      await h.close();
    }
  });
});
