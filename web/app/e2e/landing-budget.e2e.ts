import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

/** Issue #24 item 9: the JavaScript a visitor downloads for the landing page (gzip). */
const LANDING_JS_BUDGET = 100 * 1024;

let hub: RunningHub;
let browser: Browser;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

describe('the landing page', () => {
  // The landing is rendered on the server; the app downloads at the first interaction.
  it(`downloads under ${LANDING_JS_BUDGET / 1024} KB of gzipped JavaScript`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    });
    await page.goto(`${hub.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'The CRM that runs your whole ecosystem' }).waitFor();
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `/ JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files\n` +
        [...scripts].map(([u, n]) => `  ${(n / 1024).toFixed(1)} KB ${new URL(u).pathname}`).join('\n'),
    );
    expect(total).toBeLessThan(LANDING_JS_BUDGET);
    await context.close();
  });
});
