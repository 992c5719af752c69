import type { AddressInfo } from 'node:net';
import { type CoreServices, seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub } from '@ecohub/core/testing';
import ecosystemPlugin from '@ecohub/plugin-ecosystem';
import superhubPlugin, { type SuperhubServices } from '@ecohub/plugin-superhub';
import { serve } from '@hono/node-server';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp } from '../src/app.ts';

async function listen(fetch: (req: Request) => Response | Promise<Response>) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let t: TestHub;
let browser: Browser;
let hubUrl: string;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  t = await createTestHub({ plugins: [ecosystemPlugin, superhubPlugin] });
  await seedDemo(t.hub);
  const hub = await listen((req) => t.hub.app.fetch(req));
  hubUrl = hub.url;
  closers.push(hub.close);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  for (const close of closers.reverse()) await close();
  await t?.close();
});

describe('the sibling app against a hub', () => {
  it('renders the cross-sell widget without layout shift and reports sign-ups and impressions', async () => {
    // A demo application that has cross-sell opportunities, opened to the example's origin.
    const demo = await t.hub.ctx.services<CoreServices>('core').orgs.demo();
    const owner = await t.signedIn({ orgId: demo?.id, role: 'owner' });
    const { apps } = await (await owner.agent.get('/api/ecosystem/apps')).json();
    let appId = '';
    for (const a of apps as Array<{ id: string }>) {
      const x = await (await owner.agent.get(`/api/ecosystem/cross-sell?app=${a.id}`)).json();
      if (x.crossSellOpportunities.length >= 2) {
        appId = a.id;
        break;
      }
    }
    expect(appId).not.toBe('');
    let siteUrl = '';
    const site = await listen((req) => sibling.app.fetch(req));
    closers.push(site.close);
    siteUrl = site.url;
    const patched = await owner.agent.patch(`/api/ecosystem/apps/${appId}`, { allowedOrigins: [siteUrl] });
    expect(patched.status).toBe(200);
    const rotated = await (await owner.agent.post(`/api/ecosystem/apps/${appId}/rotate-secret`)).json();
    const sibling = createSiblingApp({
      hub: hubUrl,
      app: appId,
      key: rotated.publishableKey,
      secret: rotated.signingSecret,
    });

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(siteUrl);
    const widget = page.locator('ecohub-cross-sell');
    const before = await widget.boundingBox();
    const footer = await page.locator('footer').boundingBox();
    await expect.poll(() => widget.locator('a[part="offer"]').count()).toBeGreaterThanOrEqual(2);
    expect(await widget.locator('a[part="offer"]').first().textContent()).toBeTruthy();
    expect(await widget.boundingBox()).toEqual(before);
    expect(before?.height).toBe(180);
    expect(await page.locator('footer').boundingBox()).toEqual(footer);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);

    // A sign-up goes through the example's server and the signed Node client.
    await page.fill('input[name=email]', 'grace@example.com');
    await page.click('button');
    await page.locator('#status', { hasText: 'Welcome!' }).waitFor();
    await page.evaluate(() => (window as unknown as { EcoHub: { flush(): void } }).EcoHub.flush());
    const settled = () => t.hub.ctx.services<SuperhubServices>('superhub').settled();
    await expect
      .poll(async () => {
        await settled();
        const r = await (await owner.agent.get(`/api/user_activity?app=${appId}&limit=200`)).json();
        return (r.events as Array<{ event: string }>).map((e) => e.event);
      })
      .toEqual(expect.arrayContaining(['user.signup', 'cross_sell.impression', 'page', 'identify']));
    expect(sibling.users).toEqual([{ email: 'grace@example.com' }]);
    await page.close();
  });
});
