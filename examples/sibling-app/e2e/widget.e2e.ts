import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { coreServices, seedDemo } from '@ecohub/core';
import { createTestHub, launchChromium, type TestHub } from '@ecohub/core/testing';
import ecosystemPlugin from '@ecohub/plugin-ecosystem';
import superhubPlugin, { superhubService } from '@ecohub/plugin-superhub';
import { serve } from '@hono/node-server';
import type { Browser, Page } from 'playwright-core';
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
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  for (const close of closers.reverse()) await close();
  await t?.close();
});

describe('the sibling app against a hub', () => {
  it('renders the cross-sell widget without layout shift and reports sign-ups and impressions', async () => {
    // A demo application that has cross-sell opportunities, opened to the example's origin.
    const demo = await t.hub.ctx.use(coreServices).orgs.demo();
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
    const settled = () => t.hub.ctx.use(superhubService).settled();
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

  it("answers /api/auth/user with credentialed CORS for the hub's origin only", async () => {
    // A hub that serves its web page (CSP connect-src lists the caller's registered apps), and an
    // owner whose registry holds the example: the Authentication Status tab's situation (spec 002).
    const webDist = mkdtempSync(path.join(tmpdir(), 'ecohub-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>hub</title>');
    const authHub = await createTestHub({ plugins: [ecosystemPlugin, superhubPlugin], webDist });
    const served = await listen((req) => authHub.hub.app.fetch(req));
    closers.push(served.close, () => authHub.close());
    const siblingServer = { app: null as null | { fetch(req: Request): Response | Promise<Response> } };
    const site = await listen((req) => siblingServer.app?.fetch(req) ?? new Response(null, { status: 503 }));
    const other = await listen(
      () => new Response('<!doctype html><title>Other</title>', { headers: { 'content-type': 'text/html' } }),
    );
    closers.push(site.close, other.close);
    const owner = await authHub.signedIn({ role: 'owner' });
    const created = await owner.agent.post('/api/ecosystem/apps', {
      name: 'Sibling App',
      url: site.url,
      appCategory: 'Example',
      category: 'core',
      allowedOrigins: [site.url],
    });
    expect(created.status).toBe(201);
    const reg = (await created.json()) as {
      app: { id: string };
      publishableKey: string;
      signingSecret: string;
    };
    siblingServer.app = createSiblingApp({
      hub: served.url,
      app: reg.app.id,
      key: reg.publishableKey,
      secret: reg.signingSecret,
    }).app;

    // GET {app}/api/auth/user with the browser's credentials and a JSON Accept, as the tab sends it.
    const authUser = (from: Page) =>
      from.evaluate(async (url) => {
        try {
          const r = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
          return { status: r.status, body: await r.json() };
        } catch (err) {
          return { error: String(err) };
        }
      }, `${site.url}/api/auth/user`);
    const context = await browser.newContext();
    // The owner's hub session in the browser (core's session cookie).
    await context.addCookies([{ name: 'ecohub_session', value: owner.agent.cookie ?? '', url: served.url }]);
    const fromHub = await context.newPage();
    await fromHub.goto(`${served.url}/dashboard`);
    // Signed out of the app: a readable 401 ('unauthorized'), not a network error.
    expect(await authUser(fromHub)).toEqual({ status: 401, body: { message: 'Unauthorized' } });

    const onSite = await context.newPage();
    await onSite.goto(site.url);
    await onSite.fill('input[name=email]', 'ada@example.com');
    await onSite.click('button');
    await onSite.locator('#status', { hasText: 'Welcome!' }).waitFor();
    expect(await authUser(fromHub)).toEqual({ status: 200, body: { email: 'ada@example.com' } });

    // Any other origin gets no CORS headers: the browser keeps the answer from it.
    const fromOther = await context.newPage();
    await fromOther.goto(other.url);
    expect(await authUser(fromOther)).toEqual({ error: expect.stringContaining('Failed to fetch') });
    await context.close();
  });
});
