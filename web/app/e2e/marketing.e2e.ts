import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshots, toast } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;
const RECIPIENTS = 30;

beforeAll(async () => {
  // A slow send (3 messages a second) so that pausing catches it mid-way.
  process.env.MARKETING_SEND_RATE = '3';
  [hub, browser] = await Promise.all([startHub(), launch()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  delete process.env.MARKETING_SEND_RATE;
  await browser?.close();
  await hub?.close();
});

const campaign = () => page.getByTestId('campaign-Autumn news');
/** Addresses the campaign's messages went to (the test send to Ada left out). */
const outboxCount = async (template: string) =>
  (
    await hub.hub.database.db
      .selectFrom('outbox')
      .select(['toAddress'])
      .where('template', '=', template)
      .where('toAddress', '<>', 'ada@example.test')
      .execute()
  ).map((r) => r.toAddress as string);

describe('Marketing Automation', () => {
  it('creates a campaign, sends a test, sends it, pauses and resumes it: each subscriber gets it once', async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Organisation name').fill('Analytical Engines');
    await page.getByLabel('Email').fill('ada@example.test');
    await page.getByLabel('Password').fill('difference-engine-1843');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);

    await page.goto(`${hub.url}/marketing`);
    await page.getByRole('heading', { name: 'Marketing Automation' }).waitFor();
    expect(await page.getByTestId('tile-active').textContent()).toBe('0');

    // A list through Manage Subscriber Lists: created, then filled by import.
    await page.getByRole('button', { name: 'Manage Subscriber Lists' }).click();
    const lists = page.getByRole('dialog');
    await lists.getByLabel('Name').fill('Readers');
    await lists.getByRole('button', { name: 'Create list' }).click();
    await toast(page, 'List created');
    await lists.getByRole('button', { name: 'Import addresses' }).first().click();
    const csv = Array.from({ length: RECIPIENTS }, (_, i) => `reader${i}@example.test,Reader${i}`).join('\n');
    await lists.getByRole('textbox', { name: 'Import addresses' }).fill(csv);
    await lists.getByRole('button', { name: 'Import addresses' }).last().click();
    await toast(page, `${RECIPIENTS} added`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('tile-subscribers').textContent()).toBe(String(RECIPIENTS));

    // Create Campaign: the form refuses an empty name, then creates it.
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Name').fill('Autumn news');
    await form.getByLabel('Subscriber list').selectOption({ label: `Readers (${RECIPIENTS})` });
    await form.getByLabel('Subject').fill('News for {{firstName}}');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(page, 'Campaign created');
    await campaign().getByText('Draft').waitFor();

    // A test send lands in the outbox.
    await campaign().getByRole('textbox', { name: 'Send a test to' }).fill('ada@example.test');
    await campaign().getByRole('button', { name: 'Send test' }).click();
    await toast(page, 'Test email sent');
    expect(await hub.lastMail('ada@example.test')).toContain('Hello Test');
    await campaign().getByRole('button', { name: 'Preview' }).click();
    await campaign().getByTestId('campaign-preview').getByText('News for Alex').waitFor();

    // Send, pause mid-way, resume.
    await campaign().getByRole('button', { name: 'Send now' }).click();
    await campaign().getByTestId('campaign-status').getByText('Active').waitFor();
    await campaign().getByTestId('campaign-progress').waitFor();
    await screenshots(page, 'marketing');
    await campaign().getByRole('button', { name: 'Pause' }).click();
    await toast(page, 'Campaign paused');
    await campaign().getByTestId('campaign-status').getByText('Paused').waitFor();
    // Paused for real: nothing more leaves while it stays paused.
    await new Promise((r) => setTimeout(r, 1500));
    const atPause = (await outboxCount('marketing:Autumn news')).length;
    await new Promise((r) => setTimeout(r, 1500));
    expect((await outboxCount('marketing:Autumn news')).length).toBe(atPause);
    expect(atPause).toBeLessThan(RECIPIENTS);

    await campaign().getByRole('button', { name: 'Resume' }).click();
    await toast(page, 'Campaign resumed');
    await campaign().getByTestId('campaign-status').getByText('Completed').waitFor({ timeout: 30_000 });
    const sent = await outboxCount('marketing:Autumn news');
    expect(sent.length).toBe(RECIPIENTS);
    expect(new Set(sent).size).toBe(RECIPIENTS);
    await page.getByText('Finished sending Autumn news').waitFor();
  }, 90_000);
});
