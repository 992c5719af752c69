import { seedDemo } from '@ecohub/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshots, toast } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

// Beverly Hills 90210's centroid (zipcodes 8.0.0): the browser's overridden position.
const HERE = { latitude: 34.0901, longitude: -118.4065 };

let hub: RunningHub;
let browser: Browser;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
  await seedDemo(hub.hub); // /ai-demo shows the demo organisation
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

async function signUp(page: Page, email: string) {
  await page.goto(`${hub.url}/signup`);
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Organisation name').fill('Compilers Inc');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('cobol-forever-1959');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${hub.url}/dashboard`);
}

async function openCrm(page: Page) {
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('button', { name: 'CRM' })
    .click();
  await page.getByTestId('geofence-card').waitFor();
}

const addContact = (page: Page, body: unknown) =>
  page.evaluate(async (b) => {
    const res = await fetch('/api/contacts', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(b),
    });
    if (res.status !== 201) throw new Error(`${res.status}: ${await res.text()}`);
  }, body);

describe('the geofence panel', () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it('tracks with a granted position: the place, the nearby contacts and a Contact Nearby! alert', async () => {
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      geolocation: HERE,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signUp(page, 'grace-geo@example.test');
    await addContact(page, {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@lima.example',
      company: 'Lima Homes',
      address: { street: '1 Rodeo Dr', city: 'Beverly Hills', state: 'CA', zip: '90212' },
      tags: ['buyer'],
    });
    await addContact(page, {
      firstName: 'Ned',
      lastName: 'York',
      email: 'ned@york.example',
      address: { street: '', city: 'New York', state: 'NY', zip: '10001' },
    });
    await openCrm(page);
    const card = page.getByTestId('geofence-card');
    await card.getByRole('button', { name: 'Start Tracking' }).click();
    await toast(page, 'Location Tracking Started');
    await card.getByTestId('geofence-address').filter({ hasText: 'Beverly Hills, CA 90210' }).waitFor();
    // One toast at a time (spec 000 §9): the alert's follows the started notice.
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Contact Nearby!' })
      .filter({ hasText: 'Ana Lima (Lima Homes) is' })
      .first()
      .waitFor({ state: 'visible', timeout: 20_000 });
    const nearby = card.getByTestId('geofence-nearby');
    await nearby.getByText('Ana Lima').waitFor();
    expect(await nearby.textContent()).toContain('Buyer');
    expect(await nearby.textContent()).not.toContain('Ned');
    expect(await card.getByTestId('geofence-alerts').textContent()).toMatch(
      /Ana Lima \(Lima Homes\) is \d\.\d+ miles away/,
    );
    expect(await card.getByText('Tracking', { exact: true }).count()).toBe(1);
    await screenshots(page, 'crm-geofence-tracking');

    await card.getByRole('button', { name: 'Stop Tracking' }).click();
    await toast(page, 'Location Tracking Stopped');
    await card.getByRole('button', { name: 'Start Tracking' }).waitFor();
    expect(await card.getByTestId('geofence-nearby').count()).toBe(0);
  });

  it('says Location Access Denied when the permission is refused', async () => {
    const denied = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await denied.newPage();
      page.setDefaultTimeout(15_000);
      await signUp(page, 'grace-denied@example.test');
      await openCrm(page);
      await page.getByTestId('geofence-card').getByRole('button', { name: 'Start Tracking' }).click();
      await toast(page, 'Location Access Denied', 'Please enable location permissions to use geofencing.');
      await page.getByTestId('geofence-card').getByRole('button', { name: 'Start Tracking' }).waitFor();
    } finally {
      await denied.close();
    }
  });
});

describe('/ai-demo', () => {
  it('suggests from the demo organisation from 3 characters, says when there is nothing, and clears on a scenario switch', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${hub.url}/ai-demo`);
      const panel = page.getByTestId('ai-demo-suggestions');
      await panel.getByText('Start typing to see AI suggestions...').waitFor();
      const samples = page.getByRole('button', { pressed: false }).filter({ hasText: '@' });
      await samples.first().waitFor();
      expect(await samples.count()).toBe(2);
      const firstSample = (await samples.first().locator('span').first().textContent()) ?? '';
      const input = page.getByLabel('Search for a name, email or company…');
      await input.fill(firstSample.slice(0, 2));
      await page.waitForTimeout(500);
      expect(await panel.getByText('Start typing to see AI suggestions...').count()).toBe(1);

      await input.fill(firstSample.split(' ')[0]);
      await panel.getByTestId('ai-suggestion').first().waitFor();
      expect(await panel.textContent()).toContain(firstSample);
      expect(await panel.textContent()).toMatch(/\d+% confidence/);
      expect(await panel.textContent()).toContain('Based on:');

      await input.fill('qqzzxxyy');
      await panel.getByText('No suggestions available. Try a different input.').waitFor();
      await screenshots(page, 'ai-demo-empty');

      await page.getByRole('tab', { name: 'Email Writing' }).click();
      const email = page.getByLabel('Write an email to the selected contact…');
      expect(await email.inputValue()).toBe('');
      await panel.getByText('Start typing to see AI suggestions...').waitFor();
      await samples.first().click();
      await email.fill('Thanks for the call');
      await panel.getByText('Template').first().waitFor();
      expect(await panel.textContent()).toContain(`Hi ${firstSample.split(' ')[0]},`);
      await screenshots(page, 'ai-demo-email');
    } finally {
      await page.close();
    }
  });
});
