import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshots, toast } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

// The iphone-sync tab's Test Sync, as a new owner: the page makes a device token, the samples are
// processed by the job, the record turns Processed, and the contacts reach the CRM tab.
describe('iPhone sync tab', () => {
  it('tests a sync with the page’s own token, then refuses it once revoked', async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Tim Phone');
    await page.getByLabel('Organisation name').fill('Phones Inc');
    await page.getByLabel('Email').fill('tim@example.test');
    await page.getByLabel('Password').fill('one-more-thing-2007');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    await nav.getByRole('button', { name: 'iPhone Sync' }).click();

    await page.getByText('No sync activity yet').waitFor();
    const token = page.getByLabel('Auth token');
    await expect.poll(() => token.inputValue()).toMatch(/^iph_[a-z2-7]{52}$/);
    expect(await page.getByTestId('iphone-endpoint').textContent()).toBe(`POST ${hub.url}/api/iphone/sync`);
    const devices = page.getByRole('list', { name: 'Devices' });
    await devices.getByText('Test Sync (this browser)').waitFor();

    const button = page.getByRole('button', { name: 'Test Sync', exact: true });
    await button.click();
    await toast(page, 'Sync Successful', 'Your iPhone data has been processed and contacts updated.');
    const activity = page.getByRole('list', { name: 'Recent Sync Activity' });
    await activity.getByText('Processed').waitFor();
    expect(await activity.getByRole('listitem').count()).toBe(1);
    expect(await activity.getByRole('listitem').first().textContent()).toContain('Contacts');

    await page.getByLabel('Sync type').click();
    await page.getByRole('option', { name: 'Calls' }).click();
    await button.click();
    await toast(page, 'Sync Successful');
    await expect.poll(() => activity.getByText('Processed').count()).toBe(2);
    await screenshots(page, 'iphone-sync-tab');

    await nav.getByRole('button', { name: 'CRM' }).click();
    await page.getByRole('cell', { name: 'john.smith@example.com' }).waitFor();
    await nav.getByRole('button', { name: 'iPhone Sync' }).click();

    await devices.getByRole('button', { name: 'Revoke Test Sync (this browser)' }).click();
    await toast(page, 'Token revoked');
    await devices.getByText('Revoked').waitFor();
    await button.click();
    await toast(page, 'Sync Failed', 'Invalid or revoked sync token');
  });
});
