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

// The content tab (spec 001 §2.3) and the header's Quick Publish, as a signed-in owner.
describe('content tab', () => {
  it('asks for a topic, generates into the calendar, and Quick Publish publishes it', async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Organisation name').fill('Analytical Engines Ltd');
    await page.getByLabel('Email').fill('ada@example.test');
    await page.getByLabel('Password').fill('analytical-engine-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'Content' })
      .click();
    await page.getByText('AI Content Generator').waitFor();
    const calendar = page.getByTestId('content-calendar');
    await calendar.getByText('Nothing scheduled yet').waitFor();

    // Spec 001 §5: an empty topic (spaces only) is refused before any request.
    await page.getByLabel('Topic').fill('   ');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await toast(page, 'Topic Required', 'Please enter a topic for content generation');

    await page.getByLabel('Topic').fill('Solar panels for homes');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await toast(page, 'Content Generated');
    await calendar.getByText('Solar panels for homes: a practical guide for busy business owners').waitFor();
    expect(await calendar.getByText('Scheduled').count()).toBe(1);
    await page
      .getByTestId('content-seo')
      .getByText(/^SEO score \d+$/)
      .first()
      .waitFor();
    await screenshots(page, 'content');

    // The full calendar moves it to another date.
    await page.getByRole('button', { name: 'Full calendar' }).click();
    const full = page.getByTestId('content-full-calendar');
    await full.getByLabel('Publication date').fill('2030-06-01T09:30');
    await full.getByRole('button', { name: 'Reschedule' }).click();
    await toast(page, 'Rescheduled');
    await full.getByRole('heading', { name: /2030/ }).waitFor();
    await screenshots(page, 'content-calendar');
    await page.getByRole('button', { name: 'Back to content' }).click();
    await calendar.getByText(/2030/).waitFor();

    // Quick Publish (the header) publishes the next scheduled item: the calendar empties.
    await page.getByRole('button', { name: 'Quick Publish' }).click();
    await toast(page, 'Content Published');
    await calendar.getByText('Nothing scheduled yet').waitFor();
    await page.getByTestId('content-keywords').getByText('solar', { exact: true }).waitFor();
  });
});
