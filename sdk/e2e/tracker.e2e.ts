import { superhubService } from '@ecohub/plugin-superhub';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubAndSite, hubAndSite, launch } from './servers.ts';

let env: HubAndSite;
let browser: Browser;

beforeAll(async () => {
  env = await hubAndSite();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await env?.close();
});

const scriptTag = (extra = '') =>
  `<!doctype html><title>Sibling</title><script src="${env.hubUrl}/sdk.js" data-app="${env.app.id}" data-key="${env.app.publishableKey}" ${extra}></script><a href="/other">other</a>`;

/** Every event batch the page posts to the hub (fetch or beacon). */
function recordRequests(
  page: Page,
): Array<{ kind: string; events: Array<{ id: string; event: string; data: Record<string, unknown> }> }> {
  const seen: Array<{
    kind: string;
    events: Array<{ id: string; event: string; data: Record<string, unknown> }>;
  }> = [];
  page.on('request', (r: Request) => {
    if (!r.url().startsWith(`${env.hubUrl}/api/record`) || r.method() !== 'POST') return;
    seen.push({ kind: r.resourceType(), events: JSON.parse(r.postData() ?? '{}').events });
  });
  return seen;
}

async function storedEvents(): Promise<string[]> {
  await env.t.hub.ctx.use(superhubService).settled();
  const res = await env.owner.agent.get('/api/user_activity?limit=200');
  return ((await res.json()).events as Array<{ event: string }>).map((e) => e.event);
}

describe('the tracker in chromium', () => {
  it('sends a page view and batches tracked events ten at a time', async () => {
    env.setPage(scriptTag());
    const page = await browser.newPage();
    const sent = recordRequests(page);
    await page.goto(`${env.siteUrl}/?utm_source=newsletter&utm_campaign=launch`);
    await page.evaluate(() => {
      const hub = (window as unknown as { EcoHub: { track(e: string, p?: object): void } }).EcoHub;
      for (let i = 0; i < 9; i++) hub.track('clicked', { i });
    });
    // The page view and nine clicks make ten: one request, without waiting for the 5 s timer.
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.events.map((e) => e.event)).toEqual(['page', ...Array(9).fill('clicked')]);
    // Each event's id is a UUID v7 (time first), the order they were made in.
    const ids = sent[0]?.events.map((e) => e.id) ?? [];
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(10);
    expect(Math.abs(Number.parseInt(ids[0]!.slice(0, 13).replace('-', ''), 16) - Date.now())).toBeLessThan(
      600_000,
    );
    expect(sent[0]?.events[0]?.data).toMatchObject({
      path: '/',
      utm_source: 'newsletter',
      utm_campaign: 'launch',
    });
    await expect.poll(async () => (await storedEvents()).filter((e) => e === 'clicked').length).toBe(9);
    await page.close();
  });

  it('sends what is queued with a beacon on pagehide', async () => {
    env.setPage(scriptTag());
    const page = await browser.newPage();
    // Count beacons in the site's storage, which outlives the page being left.
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        localStorage.setItem('beacons', `${localStorage.getItem('beacons') ?? ''}${String(data)}\n`);
        return send(url, data);
      };
    });
    const sent = recordRequests(page);
    await page.goto(`${env.siteUrl}/`);
    await page.evaluate(() =>
      (window as unknown as { EcoHub: { track(e: string): void } }).EcoHub.track('left.page'),
    );
    expect(sent).toEqual([]);
    await page.goto(`${env.siteUrl}/other`);
    await expect.poll(async () => (await storedEvents()).includes('left.page')).toBe(true);
    const beacons = await page.evaluate(() => localStorage.getItem('beacons') ?? '');
    expect(beacons).toContain('"event":"left.page"');
    // It left with the beacon, not with a fetch.
    expect(sent.flatMap((s) => s.events).map((e) => e.event)).not.toContain('left.page');
    await page.close();
  });

  it('records single-page-app navigations as page views', async () => {
    env.setPage(scriptTag());
    const page = await browser.newPage();
    const sent = recordRequests(page);
    await page.goto(`${env.siteUrl}/`);
    await page.evaluate(async () => {
      history.pushState({}, '', '/pricing');
      history.replaceState({}, '', '/pricing?plan=pro');
      history.back();
      await new Promise((r) => setTimeout(r, 50));
      (window as unknown as { EcoHub: { flush(): void } }).EcoHub.flush();
    });
    await expect.poll(() => sent.flatMap((s) => s.events).length).toBe(4);
    const paths = sent.flatMap((s) => s.events).map((e) => `${e.event} ${e.data.path}`);
    expect(paths).toEqual(['page /', 'page /pricing', 'page /pricing', 'page /']);
    await page.close();
  });

  it('sends nothing under Do Not Track or Global Privacy Control, and holds events until consent', async () => {
    env.setPage(scriptTag());
    for (const signal of ['doNotTrack', 'globalPrivacyControl']) {
      const context = await browser.newContext();
      await context.addInitScript((s) => {
        Object.defineProperty(Navigator.prototype, s, { get: () => (s === 'doNotTrack' ? '1' : true) });
      }, signal);
      const page = await context.newPage();
      const sent = recordRequests(page);
      await page.goto(`${env.siteUrl}/`);
      await page.evaluate(() => {
        const hub = (window as unknown as { EcoHub: { track(e: string): void; flush(): void } }).EcoHub;
        hub.track('ignored');
        hub.flush();
      });
      await page.goto(`${env.siteUrl}/other`);
      await page.waitForLoadState('load');
      expect(sent, signal).toEqual([]);
      await context.close();
    }

    env.setPage(scriptTag('data-consent="required"'));
    const page = await browser.newPage();
    const sent = recordRequests(page);
    await page.goto(`${env.siteUrl}/`);
    await page.evaluate(() => (window as unknown as { EcoHub: { flush(): void } }).EcoHub.flush());
    expect(sent).toEqual([]);
    await page.evaluate(() =>
      (window as unknown as { EcoHub: { setConsent(g: boolean): void } }).EcoHub.setConsent(true),
    );
    await expect.poll(() => sent.flatMap((s) => s.events).map((e) => e.event)).toEqual(['page']);
    await page.close();
  });

  it('keeps a failed batch in localStorage and retries it after a backoff', async () => {
    env.setPage(scriptTag());
    const page = await browser.newPage();
    let failNext = true;
    await page.route(`${env.hubUrl}/api/record*`, (route) => {
      if (route.request().method() === 'POST' && failNext) {
        failNext = false;
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    await page.goto(`${env.siteUrl}/`);
    const sentAt = await page.evaluate(() => {
      const hub = (window as unknown as { EcoHub: { track(e: string): void; flush(): void } }).EcoHub;
      hub.track('offline.event');
      hub.flush();
      return Date.now();
    });
    const queued = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('ecohub_q') ?? '[]') as Array<{
            n: number;
            at: number;
            e: Array<{ event: string }>;
          }>,
      );
    await expect.poll(async () => (await queued()).length).toBe(1);
    const [entry] = await queued();
    expect(entry?.n).toBe(1);
    expect(entry?.e.map((e) => e.event)).toEqual(['page', 'offline.event']);
    // Not before its time: the first retry waits 0.5–1 s (exponential backoff with jitter).
    expect(entry?.at).toBeGreaterThanOrEqual(sentAt + 500);
    await page.waitForTimeout(Math.max(0, (entry?.at ?? 0) - Date.now()) + 50);
    await page.evaluate(() => (window as unknown as { EcoHub: { flush(): void } }).EcoHub.flush());
    await expect.poll(async () => (await storedEvents()).includes('offline.event')).toBe(true);
    expect(await queued()).toEqual([]);
    await page.close();
  });
});
