import { once } from 'node:events';
import { createServer } from 'node:net';
import { loadPlugins, seedDemo } from '@ecohub/core';
import { createTestHub, testDialects } from '@ecohub/core/testing';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';

const plugins = await loadPlugins();

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

describe.each(testDialects)('the living demo link crawl on %s', (dialect) => {
  it("crawls the demo apps' sites, finds their planted faults, and an apply makes the apps redirect", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
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
      // The seed queued the crawl; asking again answers the same job.
      const { jobId } = await (await owner.agent.post('/api/deployment/crawls', {})).json();
      const job = await t.hub.ctx.jobs.wait(jobId, 90_000);
      expect(job.status).toBe('completed');

      const report = await (await owner.agent.get('/api/deployment/link-fixes')).json();
      expect(report.crawl).toMatchObject({ status: 'completed', broken: 24 });
      expect(report.totalFixes).toBe(24);
      expect(report.fixesByCategory).toEqual({
        normalisation: 6,
        'slug-similarity': 6,
        fragment: 5,
        'known-redirect': 5,
        'section-index': 2,
      });
      const domain = new URL(url).host;
      expect(report.domains).toHaveLength(1);

      // The demo page reads the same report (demo header, no session).
      const pub = await t.hub.app.request(`${url}/api/deployment/link-fixes`, {
        headers: { 'x-ecohub-demo': '1' },
      });
      expect(pub.status).toBe(200);

      const applied = await (await owner.agent.post('/api/deployment/apply-link-fixes', { domain })).json();
      expect(applied.published).toBeGreaterThan(0);
      expect(applied.acknowledged).toBe(applied.notified);
      expect(applied.resolved).toBe(applied.published);
      const pricing = report.fixes.find((f: { brokenUrl: string }) => f.brokenUrl.endsWith('/Pricing'));
      const res = await fetch(pricing.brokenUrl, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(new URL(res.headers.get('location') ?? '', pricing.brokenUrl).toString()).toBe(pricing.fixedUrl);
    } finally {
      await new Promise((r) => server.close(r));
      await t.close();
    }
  }, 180_000);
});
