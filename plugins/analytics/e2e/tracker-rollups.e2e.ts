import type { AddressInfo } from 'node:net';
import { createTestHub, launchChromium } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import superhub, { superhubService } from '@ecohub/plugin-superhub';
import { createApp } from '@ecohub/plugin-superhub/testing';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import analytics from '../src/server/index.ts';

async function listen(fetch: (req: Request) => Response | Promise<Response>) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('the SDK tracker in chromium', () => {
  it('feeds the rollups: page views, pages, sources and one cookieless visitor per browser', async () => {
    const t = await createTestHub({ plugins: [ecosystem, superhub, analytics] });
    const hub = await listen((req) => t.hub.app.fetch(req));
    let app = { id: '', publishableKey: '' };
    const site = await listen((req) => {
      const path = new URL(req.url).pathname;
      const html = `<!doctype html><title>Site</title><script src="${hub.url}/sdk.js" data-app="${app.id}" data-key="${app.publishableKey}"></script><a id="next" href="/pricing">pricing</a>`;
      return new Response(path === '/favicon.ico' ? '' : html, { headers: { 'content-type': 'text/html' } });
    });
    const browser = await launchChromium();
    try {
      const owner = await t.signedIn({ role: 'owner' });
      app = await createApp(owner, 'Tracked Site', site.url);
      const page = await browser.newPage();
      await page.goto(`${site.url}/?utm_source=google&utm_medium=cpc&utm_campaign=launch`);
      await page.evaluate(() =>
        (window as unknown as { EcoHub: { track(e: string): void } }).EcoHub.track('signup'),
      );
      await page.click('#next');
      await page.waitForURL(`${site.url}/pricing`);
      // Leaving sends what is queued.
      await page.goto('about:blank');
      await page.close();

      const settled = () => t.hub.ctx.use(superhubService).settled();
      await expect
        .poll(async () => {
          await settled();
          const r = await (await owner.agent.get('/api/analytics?period=7d')).json();
          return r.sites[0]?.topPages;
        })
        .toEqual([
          { path: '/', views: 1 },
          { path: '/pricing', views: 1 },
        ]);
      const report = await (await owner.agent.get('/api/analytics?period=7d')).json();
      // Two page views and a goal from one browser: one visitor, who converted.
      expect(report.summary.visitors.value).toBe(1);
      expect(report.sites[0]).toMatchObject({ conversions: 1, conversionRate: 100 });
      expect(report.sources).toEqual([expect.objectContaining({ source: 'paid', visits: 1 })]);
      expect(report.funnel.steps.map((s: { visitors: number }) => s.visitors)).toEqual([1, 1, 0]);
    } finally {
      await browser.close();
      await site.close();
      await hub.close();
      await t.close();
    }
  });
});
