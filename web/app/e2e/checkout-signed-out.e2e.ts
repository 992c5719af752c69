import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

// Issue #24 item 2: a prospect who calculates signed out keeps their work through sign-up.
describe('a checkout started signed out', () => {
  it('calculates, checks out, signs up in place and reaches the built-in checkout with the same selection', async () => {
    await page.goto(`${hub.url}/pricing/local-business`);
    await page.getByLabel('Business type').click();
    await page.getByRole('option', { name: 'Bakery' }).click();
    await page.getByLabel('Exposure level').click();
    await page.getByRole('option', { name: 'AI Recommended ($79-$149)' }).click();
    await page.getByLabel('Industry (NAICS)').click();
    await page.getByRole('option', { name: 'Wellness' }).click();
    await page.getByLabel('ZIP codes (comma-separated)').fill('10001, 10002');
    await page.getByLabel(/Co-Branded Page/).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    expect(await page.getByTestId('monthly-total').textContent()).toBe('$144');

    await page.getByRole('button', { name: 'Checkout' }).click();
    // Not the sign-in page with the calculation gone: sign-up, which brings the visitor back.
    await page.waitForURL(`${hub.url}/signup?next=%2Fpricing%2Flocal-business`);
    await page.getByLabel('Full name').fill('Ada Prospect');
    await page.getByLabel('Email').fill('prospect@example.test');
    await page.getByLabel('Password').fill('bakery-on-main-street-7');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    // The same selection: 144 a month + 99 once for the co-branded page.
    expect(await page.getByTestId('due-today').textContent()).toBe('$243.00');
  });

  it('offers sign-in from the landing page header', async () => {
    const visitor = await browser.newPage({ viewport: { width: 375, height: 800 } });
    try {
      await visitor.goto(`${hub.url}/`);
      await visitor.getByRole('link', { name: 'Sign in' }).first().click();
      await visitor.waitForURL(`${hub.url}/login`);
    } finally {
      await visitor.close();
    }
  });
});
