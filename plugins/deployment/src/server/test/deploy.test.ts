import { testDialects, until } from '@ecohub/core/testing';
import { createApp } from '@ecohub/plugin-superhub/testing';
import { unzipSync } from 'fflate';
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
      expect(after.apps.shop).toMatchObject({
        status: 'active',
        app_id: shop.id,
        event_count: 1,
        webhook_endpoints: 0,
      });
      expect(after.apps.crm).toMatchObject({
        status: 'pending',
        event_count: 0,
        config_acknowledged: true,
      });
      // Counted across commits: each adds its events to the app's count.
      await h.send(shop, 'order.paid');
      await h.send(shop, 'order.refunded');
      await until(async () => crm.receiver.received.length === 2, 10_000);
      const counted = await (await h.owner.agent.get('/api/deployment-status')).json();
      expect(counted.summary.total_events).toBe(3);
      expect(counted.apps.shop.event_count).toBe(3);

      // A new version is pending until the app acknowledges it.
      await h.forward(h.owner, shop, '*', [crm]);
      const edited = await (await h.owner.agent.get('/api/deployment-status')).json();
      expect(edited.apps.shop.status).toBe('pending');

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

describe.each(testDialects)('deployment downloads on %s', (dialect) => {
  it('serves config, snippet, script and the zip package, with a secret only for an admin who asks', async () => {
    const h = await forwardingHub(dialect);
    try {
      const [shop, crm] = [await h.sibling('Shop'), await h.sibling('CRM')];
      await h.forward(h.owner, shop, 'order.paid', [crm]);
      const config = await h.owner.agent.get(`/api/webhook-config/${shop.id}/download`);
      expect(config.headers.get('content-disposition')).toBe('attachment; filename="shop-webhooks.json"');
      const json = await config.json();
      expect(json).toMatchObject({
        app: 'Shop',
        app_id: shop.id,
        triggers: [{ action: 'order.paid', forward_to: [crm.id] }],
      });
      expect(json.publishable_key).toBe(shop.publishableKey);
      expect(json.signing_secret).toBeUndefined();
      const withSecret = await (
        await h.owner.agent.get(`/api/webhook-config/${shop.id}/download?include_secret=true`)
      ).json();
      expect(withSecret.signing_secret).toBe(shop.secret);
      const member = await h.t.signedIn({ role: 'member', orgId: h.owner.orgId });
      const refused = await (
        await member.agent.get(`/api/webhook-config/${shop.id}/download?include_secret=true`)
      ).json();
      expect(refused.signing_secret).toBeUndefined();

      const snippet = await (await h.owner.agent.get(`/api/webhook-snippet/${shop.id}/download`)).text();
      expect(snippet).toContain(shop.publishableKey);
      expect(snippet).toContain('process.env.ECOHUB_SIGNING_SECRET');
      expect(snippet).not.toContain(shop.secret);
      const script = await (await h.owner.agent.get(`/api/deployment-script/${shop.id}`)).text();
      expect(script).toContain(`APP_ID=${shop.id}`);
      expect(script).not.toContain(shop.secret);

      const zip = await h.owner.agent.get('/api/deployment-package/download');
      expect(zip.headers.get('content-type')).toBe('application/zip');
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual([
        'crm/deploy.sh',
        'crm/ecohub.ts',
        'crm/webhooks.json',
        'shop/deploy.sh',
        'shop/ecohub.ts',
        'shop/webhooks.json',
      ]);
      const all = Object.values(files)
        .map((f) => new TextDecoder().decode(f))
        .join('\n');
      expect(all).not.toContain(shop.secret);
      expect(all).not.toContain(crm.secret);
      const stranger = await h.t.signedIn({ role: 'owner' });
      expect((await stranger.agent.get(`/api/webhook-config/${shop.id}/download`)).status).toBe(404);
    } finally {
      await h.close();
    }
  });
});
