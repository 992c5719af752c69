import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshots, toast, watchToasts } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;
let maxToasts: () => Promise<number>;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
  maxToasts = await watchToasts(page);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

const openTab = () =>
  page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('button', { name: 'IDX Builder' })
    .click();
/** How many pixels a page is wider than its window at 375 px (0 when it fits). */
async function overflowAt375(p: Page): Promise<number> {
  await p.setViewportSize({ width: 375, height: 800 });
  await p.waitForTimeout(100);
  const px = await p.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );
  await p.setViewportSize({ width: 1280, height: 900 });
  return px;
}
const figure = (key: string) => page.getByTestId(`idx-${key}`).textContent();

// One owner builds a site in the tab, publishes it, and a visitor uses it; the steps run in order.
describe('IDX builder tab and a published site', () => {
  let siteUrl = '';

  it('syncs listings, creates a draft with the form defaults and publishes it', async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Nora Broker');
    await page.getByLabel('Organisation name').fill('Broker Homes');
    await page.getByLabel('Email').fill('nora@example.test');
    await page.getByLabel('Password').fill('open-house-sunday-7');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);
    await openTab();
    await page.getByRole('heading', { name: 'IDX Website Builder' }).waitFor();
    expect(await figure('activeWebsites')).toBe('0');
    await page.getByText('No listings yet. Sync the feed to load them.').waitFor();

    await page.getByRole('button', { name: 'Sync listings' }).click();
    await toast(page, 'Listings updated');
    await page.getByTestId('idx-listing').first().waitFor();
    expect(await page.getByTestId('idx-listing').count()).toBe(12);

    // The form opens and closes with its button; the switches start as the spec says.
    await page.getByRole('button', { name: 'Create Website' }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await page.getByLabel('Website name').count()).toBe(0);
    await page.getByRole('button', { name: 'Create Website' }).click();
    expect(await page.getByRole('switch', { name: 'MLS Sync' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'AI Matchmaker' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByRole('switch', { name: 'White Label' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await page.getByLabel('Website name').fill('Sunset Realty');
    await page.getByLabel('Domain').fill('sunset.example.com');
    await page.getByRole('button', { name: 'Create Website' }).click();
    await toast(page, 'IDX Website Created');

    const card = page.getByTestId('idx-website').filter({ hasText: 'Sunset Realty' });
    await card.getByText('Draft').waitFor();
    expect(await card.getByRole('link', { name: 'Preview' }).getAttribute('href')).toMatch(
      /^\/api\/idx\/websites\/[0-9a-f-]{36}\/preview$/,
    );
    await screenshots(page, 'idx-builder');
    await card.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Website Published');
    await card.getByText('Published').waitFor();
    // Drafts only: the button leaves the card (one full run counted it once, right after the badge).
    await card.getByRole('button', { name: 'Publish' }).waitFor({ state: 'detached' });
    expect(await figure('activeWebsites')).toBe('1');
    siteUrl = (await card.getByRole('link', { name: 'Open site' }).getAttribute('href')) as string;
    expect(siteUrl).toMatch(new RegExp(`^${hub.url}/sites/sunset-realty-[0-9a-f]{6}$`));
    expect(await maxToasts()).toBeLessThanOrEqual(1);
    expect(await overflowAt375(page)).toBe(0);
  });

  it('serves the site without JavaScript, and its lead form reaches the CRM', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(siteUrl);
    await visitor.getByRole('heading', { name: 'Sunset Realty' }).waitFor();
    expect(await visitor.locator('[data-listing]').count()).toBe(6);
    await visitor.getByTestId('attribution').waitFor();
    expect(await overflowAt375(visitor)).toBe(0);

    await visitor.getByLabel('City, ZIP or address').fill('');
    await visitor.getByLabel('Bedrooms').selectOption('3');
    await visitor.getByRole('button', { name: 'Search', exact: true }).click();
    await visitor.getByTestId('result-count').waitFor();
    expect(visitor.url()).toContain('beds=3');
    expect(await overflowAt375(visitor)).toBe(0);
    // Map search without JavaScript: a quarter of the map narrows the results to its box.
    await visitor.getByTestId('map').getByRole('link', { name: 'North-east' }).click();
    expect(visitor.url()).toContain('bbox=');
    await visitor.getByTestId('result-count').waitFor();

    await visitor.locator('[data-listing] a').first().click();
    expect(await overflowAt375(visitor)).toBe(0);
    const ld = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(ld['@type']).toBe('RealEstateListing');
    await visitor.getByLabel('Your name').fill('Sam Buyer');
    await visitor.getByLabel('Your email').fill('sam.buyer@example.test');
    await visitor.getByRole('button', { name: 'Contact agent' }).click();
    await visitor.getByRole('heading', { name: 'Thank you' }).waitFor();
    await context.close();

    // A visitor with JavaScript: the SDK tracker on the pages reports the page views.
    const tracked = await browser.newPage();
    await tracked.goto(siteUrl);
    await tracked.getByRole('heading', { name: 'Sunset Realty' }).waitFor();
    await tracked.goto(`${siteUrl}/search`);
    await tracked.close({ runBeforeUnload: true });

    await openTab();
    await page.reload();
    await openTab();
    await page.getByRole('heading', { name: 'IDX Website Builder' }).waitFor();
    await expect.poll(() => figure('totalLeads'), { timeout: 10_000 }).toBe('1');
    await expect
      .poll(
        async () => {
          await page.reload();
          await openTab();
          return Number(await figure('pageViews'));
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
  });
});
