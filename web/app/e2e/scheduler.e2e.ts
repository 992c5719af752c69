import { coreServices } from '@ecohub/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshots, watchToasts } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
  // The landing page's call books the platform organisation's calendar (its default hours).
  await hub.hub.ctx.use(coreServices).orgs.create({ name: 'Ecosystem Hub', isPlatform: true });
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

describe('Schedule a Call, signed out', () => {
  it('books a slot from /scheduler: confirmation on the page, invitation in the outbox', async () => {
    const page = await browser.newPage();
    const maxToasts = await watchToasts(page);
    await page.goto(`${hub.url}/`);
    await page.getByRole('link', { name: 'Book Strategy Call' }).click();
    await page.waitForURL(`${hub.url}/scheduler`);
    await page.getByRole('heading', { name: 'Schedule a Call' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'support@ecohub.local' }).getAttribute('href')).toBe(
      'mailto:support@ecohub.local',
    );
    await page.getByText('30 minutes').first().waitFor();

    // The popup button opens the same booking widget in a dialog.
    await page.getByRole('button', { name: 'Open booking in a popup' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Pick a time' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const widget = page.getByTestId('scheduler-widget');
    await widget.getByRole('heading', { name: 'Pick a time' }).waitFor();
    await screenshots(page, 'scheduler');
    await widget.getByRole('region', { name: 'Pick a time' }).getByRole('button').first().click();
    await widget.getByLabel('Name').fill('Ada Lovelace');
    await widget.getByLabel('Email').fill('ada@example.test');
    await widget.getByLabel('What would you like to talk about?').fill('The CRM import');
    await widget.getByRole('button', { name: 'Book the call' }).click();
    await page
      .getByTestId('booking-confirmed')
      .getByRole('heading', { name: 'Your call is booked' })
      .waitFor();
    await page.getByText('We sent the invitation to ada@example.test.').waitFor();

    const mail = await hub.hub.database.db
      .selectFrom('outbox')
      .select(['subject', 'attachments'])
      .where('toAddress', '=', 'ada@example.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Confirmed: call with Ecosystem Hub/);
    expect(JSON.parse(mail.attachments as string)[0].content).toContain('BEGIN:VEVENT');

    // The manage link from the confirmation cancels it.
    await page.getByRole('link', { name: 'Cancel or reschedule' }).click();
    await page.getByRole('heading', { name: 'Your booking' }).waitFor();
    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await page.getByText('This call is cancelled.').waitFor();
    expect(await maxToasts()).toBeLessThanOrEqual(1);
  });
});
