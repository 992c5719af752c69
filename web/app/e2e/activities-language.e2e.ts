import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshots } from './browser.ts';
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

/** Calls the API from the page, with its session. */
const api = (method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u as string, {
        method: m as string,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, url, body] as const,
  );

async function chooseLanguage(name: string) {
  await page
    .getByRole('button', { name: /^(Language|Langue|Sprache)$/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name }).click();
}

const lines = (testId: string) => page.getByTestId(testId).locator('li').allTextContents();

// Issue #24 item 7: activity lines follow the user's language, relative times too.
describe('activity lines in the user language', () => {
  it("renders the dashboard's Recent Activity and a contact's timeline in French and German", async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Organisation name').fill('Analytical Engines');
    await page.getByLabel('Email').fill('ada@example.test');
    await page.getByLabel('Password').fill('analytical-engine-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);

    const created = await api('POST', '/api/contacts', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.test',
    });
    expect(created.status).toBe(201);
    expect(
      (await api('PATCH', `/api/contacts/${created.body.id}`, { status: 'customer', company: 'Navy' }))
        .status,
    ).toBe(200);
    // The API keeps the English line for its consumers.
    const listed = await api('GET', '/api/activities');
    expect(listed.body.items.map((a: { description: string }) => a.description)).toEqual([
      'Contact updated: Grace Hopper (company and status)',
      'Contact added: Grace Hopper',
    ]);

    await page.reload();
    await page.getByTestId('recent-activity').locator('li').first().waitFor();
    expect((await lines('recent-activity'))[1]).toMatch(/^Contact added: Grace Hopper\d+m ago$/);

    await chooseLanguage('Français');
    await page.getByText('Contact ajouté : Grace Hopper').waitFor();
    const fr = await lines('recent-activity');
    expect(fr[0]).toMatch(/^Contact modifié : Grace Hopper \(entreprise et statut\)il y a \d+\smin$/);
    expect(fr[1]).toMatch(/^Contact ajouté : Grace Hopperil y a \d+\smin$/);
    await screenshots(page, 'activities-fr');

    await chooseLanguage('Deutsch');
    await page.getByText('Kontakt hinzugefügt: Grace Hopper').waitFor();
    expect((await lines('recent-activity'))[1]).toMatch(/^Kontakt hinzugefügt: Grace Hoppervor \d+\sMin\.$/);

    // The contact's timeline, in its edit dialog on /contacts, in the language chosen.
    await page.goto(`${hub.url}/contacts`);
    await page
      .getByRole('row', { name: /Grace Hopper/ })
      .getByRole('button')
      .first()
      .click();
    await page.getByTestId('contact-timeline').locator('li').nth(1).waitFor();
    const de = await lines('contact-timeline');
    expect(de[0]).toMatch(/^Kontakt aktualisiert: Grace Hopper \(Firma und Status\)vor \d+\sMin\.$/);
    expect(de[1]).toMatch(/^Kontakt hinzugefügt: Grace Hoppervor \d+\sMin\.$/);
    await page.keyboard.press('Escape');

    await chooseLanguage('Français');
    await page
      .getByRole('row', { name: /Grace Hopper/ })
      .getByRole('button')
      .first()
      .click();
    await page.getByTestId('contact-timeline').getByText('Contact ajouté : Grace Hopper').waitFor();
    expect((await lines('contact-timeline'))[1]).toMatch(/il y a \d+\smin$/);
    await screenshots(page, 'contact-timeline-fr');
  });
});
