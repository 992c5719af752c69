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

const CSV = [
  'Given Name,Family Name,E-mail 1 - Value,Organization 1 - Name,Phone 1 - Value',
  'José,García,jose@example.com,"García, Hijos y Asociados",+34 600 123 456',
  'Zoë,Ångström,zoe@example.se,Fjord Studio,',
  'Bad,Row,not-an-email,,',
].join('\n');

// The CRM tab's import dialog, from the file pick to Done, as a signed-in owner.
describe('CRM CSV import dialog', () => {
  it('refuses another file type, previews, shows progress and finishes with Done', async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Organisation name').fill('Compilers Inc');
    await page.getByLabel('Email').fill('grace@example.test');
    await page.getByLabel('Password').fill('cobol-forever-1959');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'CRM' })
      .click();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);

    const file = dialog.getByLabel('CSV file');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toast(page, 'Invalid File', 'Please select a CSV file.');
    expect(await importButton.isDisabled()).toBe(true);

    await file.setInputFiles({ name: 'google.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await importButton.click();
    await toast(page, 'Import Started');
    await dialog.getByRole('cell', { name: 'García, Hijos y Asociados' }).waitFor();
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('100');

    await dialog.getByRole('button', { name: 'Done' }).waitFor();
    expect(await dialog.getByTestId('import-result').textContent()).toBe('2 created, 0 updated, 1 failed');
    expect(await dialog.getByRole('link', { name: 'Download failed rows' }).getAttribute('href')).toMatch(
      /^\/api\/contacts\/imports\/.+\/failures\.csv$/,
    );
    await screenshots(page, 'crm-import-done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'zoe@example.se' }).waitFor();
    await page.getByRole('cell', { name: 'jose@example.com' }).waitFor();
  });
});
