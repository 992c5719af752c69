import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsSite, type FixtureSite } from '../../../plugins/deployment/src/server/test/link-sites.ts';
import { launch, screenshots, toast } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;
let site: FixtureSite;

beforeAll(async () => {
  // The hub may crawl the fixture site on loopback (as `pnpm start` allows for the local demo).
  [hub, browser, site] = await Promise.all([
    startHub({ OUTBOUND_ALLOW: '127.0.0.1/32' }),
    launch(),
    docsSite(),
  ]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
  await site?.close();
});

describe('Link Fix Deployment', () => {
  it('crawls, lists the fixes with the tiles, applies a domain with the banner, and downloads the package', async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Tim Berners-Lee');
    await page.getByLabel('Organisation name').fill('Hypertext');
    await page.getByLabel('Email').fill('tim@example.test');
    await page.getByLabel('Password').fill('information-management-1989');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);
    const res = await page.request.post(`${hub.url}/api/ecosystem/apps`, {
      headers: { origin: hub.url },
      data: {
        name: 'Docs',
        url: site.url,
        description: 'The documentation site',
        appCategory: 'Personal Brand',
        category: 'core',
        catalogueCategory: null,
        features: [],
        benefits: [],
        pricing: { monthly: 0, annual: 0, lifetime: 0, oneTime: 0 },
        pricing_tier: 'free',
        white_label_ready: false,
        super_admin_access: false,
        published: true,
        allowedOrigins: [site.url],
      },
    });
    expect(res.status()).toBe(201);

    await page.goto(`${hub.url}/deployment`);
    await page.getByText('No crawl yet: start one to check your sites.').waitFor();
    await page.getByRole('button', { name: 'Crawl Now' }).click();
    await toast(page, 'Crawl Complete');
    await expect.poll(() => page.getByTestId('tile-total').textContent()).toContain('8');
    await expect.poll(() => page.getByTestId('tile-critical').textContent()).toContain('8');

    await page.getByRole('tab', { name: 'Link Fixes' }).click();
    await expect.poll(() => page.getByTestId('link-fix').count()).toBe(8);
    await screenshots(page, 'link-fixes');

    await page.getByRole('tab', { name: 'Deployment' }).click();
    const domain = new URL(site.url).host;
    const card = page.getByTestId(`domain-${domain}`);
    await card.getByText('location = /Blog/ { return 301 /blog/; }', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Apply Link Fixes' }).click();
    // The fixture site has no SDK middleware: the fixes are published, none redirects yet.
    await page
      .getByTestId('apply-banner')
      .getByText(`Link fixes deployed to ${domain}: 0 of 5 fixed URLs now redirect.`)
      .waitFor();
    await card.getByText('6 accepted · 5 published · 0 redirecting').waitFor();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect.poll(() => page.getByTestId('success-rate').textContent()).toContain('0');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Complete Fix Package' }).click();
    expect((await download).suggestedFilename()).toBe('complete-fix-package.json');
  });
});
