import { once } from 'node:events';
import { createServer } from 'node:net';
import { loadPlugins, seedDemo } from '@ecohub/core';
import { createTestHub, testDialects } from '@ecohub/core/testing';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../users.ts';

// Every plugin the repository enables, as `pnpm start` loads them.
const plugins = await loadPlugins();

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

describe.each(testDialects)('the living demo on %s', (dialect) => {
  it('serves the demo apps from the hub: collection, auth check and webhook deploy get real answers', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // As `pnpm start`: the hub's own address, loopback allowed for its outbound client, jobs on.
    const t = await createTestHub({
      dialect,
      plugins,
      startJobs: true,
      config: { PUBLIC_URL: url, OUTBOUND_ALLOW: '127.0.0.1/32' },
    });
    const server = serve({ fetch: t.hub.app.fetch, port, hostname: '127.0.0.1' });
    await once(server, 'listening');
    try {
      const demo = await seedDemo(t.hub);
      const owner = await t.signedIn({ role: 'owner', orgId: demo.orgId });

      // The demo's apps are at the hub's address; the platform's catalogue keeps its own.
      const { apps } = await (await owner.agent.get('/api/ecosystem/apps')).json();
      expect(apps).toHaveLength(22);
      const brand = apps.find((a: { slug: string }) => a.slug === 'brand-hub-pro');
      expect(brand.url).toBe(`${url}/demo-apps/brand-hub-pro`);
      const admin = await t.signedIn({ role: 'owner', orgId: demo.platform.orgId });
      const platformApps = (await (await admin.agent.get('/api/ecosystem/apps')).json()).apps;
      expect(platformApps[0].url).toMatch(/^https:\/\/[a-z-]+\.example\.com$/);
      expect((await fetch(`${url}/demo-apps/nope/health`)).status).toBe(404);

      // Data collection from one demo app, through the outbound client over the real port.
      const collected = await owner.agent.post('/api/data-collection/collect-single', {
        appName: 'Brand Hub Pro',
      });
      expect(collected.status).toBe(200);
      const single = await collected.json();
      expect(single).toMatchObject({ status: 'completed', errors: [] });
      const users = demoUsers('brand-hub-pro', 'Brand Hub Pro');
      expect(single.integration).toMatchObject({ integrated: users.length, created: users.length });
      const first = users[0]?.email ?? '';
      const found = await (await owner.agent.get(`/api/contacts?q=${encodeURIComponent(first)}`)).json();
      expect(found.items.map((c: { email: string }) => c.email)).toEqual([first]);

      // The auth-status tab's check: 200 with a hub session, 401 without.
      // (with the session as the browser sends it from the hub's origin; over the real port without one)
      const authUrl = `${brand.url}/api/auth/user`;
      expect(authUrl).toBe(`${url}/demo-apps/brand-hub-pro/api/auth/user`);
      const signedIn = await owner.agent.get(new URL(authUrl).pathname, { origin: url });
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toEqual({ email: owner.email });
      expect(signedIn.headers.get('access-control-allow-origin')).toBe(url);
      expect((await fetch(authUrl)).status).toBe(401);

      // A webhook deploy: every demo app verifies the signed configuration and acknowledges it.
      const deploy = await owner.agent.post('/api/deploy-webhooks');
      expect(deploy.status).toBe(202);
      const { jobId, total_apps } = await deploy.json();
      expect(total_apps).toBe(22);
      const job = await t.hub.ctx.jobs.wait(jobId, 60_000);
      expect(job.status).toBe('completed');
      expect(job.result).toMatchObject({ successful: 22, total_apps: 22 });
      const health = await (await fetch(`${brand.url}/health`)).json();
      expect(health).toMatchObject({ status: 'ok', app_id: brand.id, config_version: 1 });

      // A test event, signed with the app's secret, is verified by the app.
      const test = await owner.agent.post(`/api/test-webhook/${brand.id}`, {
        testData: { test_message: 'Hello' },
      });
      expect(await test.json()).toMatchObject({ success: true, status: 204 });
      expect(await (await fetch(`${brand.url}/health`)).json()).toMatchObject({
        events_received: 1,
        last_event: 'webhook.test',
      });

      // Unsigned calls are refused by the SDK's verification.
      const forged = await fetch(`${brand.url}/ecohub/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'config.deployed', data: {} }),
      });
      expect(forged.status).toBe(401);

      // Phase 3 integration: reachability, config push and a test event round trip, all answered.
      const integrate = await (await owner.agent.post(`/api/integrate/${brand.id}`, {})).json();
      const integrated = await t.hub.ctx.jobs.wait(integrate.jobId, 60_000);
      expect(integrated.result).toMatchObject({ status: 'active', error: null });
    } finally {
      await new Promise((r) => server.close(r));
      await t.close();
    }
  }, 120_000);
});
