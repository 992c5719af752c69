import { seedDemo } from '@ecohub/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshots, toast, watchToasts } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;
let password: string;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
  // The demo organisation: its apps, matrix, events and the five roadmap items of spec 001 §9.
  password = (await seedDemo(hub.hub)).password ?? '';
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

describe('the cross-sales tab', () => {
  it('shows the header cards and five tabs, and changes a roadmap item’s status', async () => {
    const maxToasts = await watchToasts(page);
    await page.goto(`${hub.url}/login`);
    await page.getByLabel('Email').fill('demo@ecohub.local');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'Cross-Sales' })
      .click();
    const panel = page.getByTestId('cross-sales-panel');
    await panel.getByRole('heading', { name: 'Cross-Sales and Backlinks' }).waitFor();
    for (const card of [
      'Total Opportunities',
      'Potential Revenue',
      'High Value Leads',
      'Backlink Strategies',
    ])
      await panel.getByText(card, { exact: true }).waitFor();
    // The demo's matrix has 14 entries: one content piece (backlink strategy) each.
    expect(await panel.getByTestId('card-backlinks-value').textContent()).toBe('14');
    const tabs = await panel.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Priority Plan', 'Opportunities', 'Backlinks', 'Sales Matrix', 'Analytics']);

    // Priority Plan: the five items, 90,000 in total; Mark as Started persists.
    await panel.getByText('$90,000').waitFor();
    expect(await panel.getByTestId('roadmap-item').count()).toBe(5);
    await panel.getByTestId('roadmap-item').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('5-8%').waitFor();
    await dialog.getByRole('button', { name: 'Mark as Started' }).click();
    await toast(page, 'Status updated');
    await expect.poll(() => dialog.getByTestId('roadmap-status').inputValue()).toBe('In Progress');
    // View Target Contacts opens the people of Brand Hub Pro who are not yet Creator Canvas customers.
    await dialog.getByRole('button', { name: 'View Target Contacts' }).click();
    await page
      .getByRole('dialog')
      .getByText(/^Target contacts \(\d+\)$/)
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Quick Start: the item's offer in the sales matrix (the demo already has this one).
    await panel.getByRole('button', { name: 'Quick Start: Brand Hub Pro → Creator Canvas' }).click();
    await toast(page, 'Snippet ready: Brand Hub Pro → Creator Canvas');
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'Cross-Sales' })
      .click();
    await expect.poll(() => page.getByTestId('item-status').first().textContent()).toBe('In Progress');
    await screenshots(page, 'cross-sales-plan');

    // The other tabs render the server's figures.
    await panel.getByRole('tab', { name: 'Opportunities' }).click();
    await panel.getByTestId('opportunity').first().waitFor();
    expect(await panel.getByTestId('opportunity').count()).toBeLessThanOrEqual(10);
    await panel.getByRole('tab', { name: 'Backlinks' }).click();
    await panel.getByText('Implementation Guide').waitFor();
    expect(await panel.getByTestId('content-piece').count()).toBe(14);
    await panel.getByRole('tab', { name: 'Sales Matrix' }).click();
    await panel.getByTestId('matrix-app').first().waitFor();
    // An admin edits a target in place: the ecosystem widget reads the same entry.
    const target = panel.getByTestId('matrix-target').first();
    await target.getByLabel('Reasoning').fill('Speakers refreshing their media kit');
    await target.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Sales matrix updated');
    const get = async (url: string) => (await page.request.get(`${hub.url}${url}`)).json();
    const REASON = 'Speakers refreshing their media kit';
    const matrix = await get('/api/cross-sales/matrix');
    const groups = Object.values(matrix.crossSalesMatrix) as Array<{
      appId: string;
      targets: Array<{ reasoning: string }>;
    }>;
    const group = groups.find((g) => g.targets.some((x) => x.reasoning === REASON));
    const widget = await get(`/api/ecosystem/cross-sell?app=${group?.appId}`);
    expect(widget.crossSellOpportunities.map((o: { context: string }) => o.context)).toContain(REASON);
    await panel.getByRole('tab', { name: 'Analytics' }).click();
    expect(await panel.getByTestId('funnel-stage').allTextContents()).toHaveLength(4);
    await screenshots(page, 'cross-sales-analytics');
    expect(await maxToasts()).toBeLessThanOrEqual(1);
  });
});
