import type { AddressInfo } from 'node:net';
import { launchChromium, testDialects } from '@ecohub/core/testing';
import { serve } from '@hono/node-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addApp, crossSalesHub, paid, serverEvent } from '../src/server/test/fixtures.ts';
import type { CrossSalesMetrics } from '../src/shared/index.ts';

/** Serves a fetch handler on a free port of 127.0.0.1. */
async function listen(fetch: (req: Request) => Response | Promise<Response>) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type EcoHubApi = { flush(): void; identify(email: string): void; track(e: string, p?: object): void };

describe.each(testDialects)('the cross-sell funnel in chromium on %s', (dialect) => {
  it('counts the SDK widget’s impressions and clicks, and the signup and purchase its link brought', async () => {
    const t = await crossSalesHub(dialect);
    const hub = await listen((req) => t.hub.app.fetch(req));
    const pages = new Map<string, string>();
    const siteA = await listen(() => html(pages.get('a')));
    const siteB = await listen((req) => html(new URL(req.url).pathname === '/' ? pages.get('b') : ''));
    try {
      const owner = await t.signedIn({ role: 'owner' });
      // Two sibling apps on their own origins, and the matrix entry A → B that the widget offers.
      const a = await addApp(owner, 'Brand Studio', { monthly: 49 });
      const b = await addApp(owner, 'Creator Canvas', { monthly: 49 });
      for (const [app, url] of [
        [a, siteA.url],
        [b, siteB.url],
      ] as const)
        expect(
          (await owner.agent.patch(`/api/ecosystem/apps/${app.id}`, { url, allowedOrigins: [url] })).status,
        ).toBe(200);
      expect(
        (
          await owner.agent.post('/api/cross-sales/matrix', {
            sourceApp: a.id,
            targetApp: b.id,
            reasoning: 'Speakers updating their media kit',
            incentive: '20% off',
          })
        ).status,
      ).toBe(201);
      const tag = (app: { id: string; publishableKey: string }) =>
        `<script src="${hub.url}/sdk.js" data-app="${app.id}" data-key="${app.publishableKey}"></script>`;
      pages.set(
        'a',
        `<!doctype html><title>A</title>${tag(a)}<ecohub-cross-sell app="${a.id}" style="display:block;height:180px"></ecohub-cross-sell>`,
      );
      pages.set('b', `<!doctype html><title>B</title>${tag(b)}<p>Welcome</p>`);

      const page = await browser.newPage();
      await page.goto(siteA.url);
      const offer = page.locator('ecohub-cross-sell a[part="offer"]');
      await offer.first().waitFor();
      expect(await offer.first().getAttribute('href')).toBe(`${siteB.url}/?xs=${a.id}`);
      const [popup] = await Promise.all([page.waitForEvent('popup'), offer.first().click()]);
      await page.evaluate(() => (window as unknown as { EcoHub: EcoHubApi }).EcoHub.flush());
      // The target app's page, reached through the offer: the visitor signs up there.
      await popup.waitForLoadState();
      await popup.evaluate(() => {
        const hub = (window as unknown as { EcoHub: EcoHubApi }).EcoHub;
        hub.identify('zoe@example.com');
        hub.track('user.signup');
        hub.flush();
      });
      // The target app's server reports the purchase (signed); the tracker's link attributes it.
      const metrics = async () =>
        (await (await owner.agent.get('/api/cross-sales/metrics')).json()) as CrossSalesMetrics;
      await expect
        .poll(async () => (await metrics()).conversionFunnel.map((s) => s.count), { timeout: 15_000 })
        .toEqual([1, 1, 1, 0]);
      await serverEvent(t, b, paid('zoe@example.com', 4900));
      const m = await metrics();
      expect(m.conversionFunnel).toEqual([
        { stage: 'impression', count: 1, percentage: 100 },
        { stage: 'click', count: 1, percentage: 100 },
        { stage: 'signup', count: 1, percentage: 100 },
        { stage: 'purchase', count: 1, percentage: 100 },
      ]);
      expect(m.topTargetApps).toEqual([{ app: 'Creator Canvas', appId: b.id, count: 1, revenue: 49 }]);
      expect(m).toMatchObject({ ctr: 100, attributedRevenue: 49 });
      await page.close();
    } finally {
      await siteA.close();
      await siteB.close();
      await hub.close();
      await t.close();
    }
  });
});

function html(body = ''): Response {
  return new Response(body, { headers: { 'content-type': 'text/html' } });
}
