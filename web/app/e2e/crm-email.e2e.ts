import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Dovecot,
  hasDovecot,
  NO_DOVECOT,
  rawMail,
  startDovecot,
} from '../../../plugins/crm/src/server/test/dovecot.ts';
import { launch, screenshots, toast } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;
let dovecot: Dovecot;

if (!hasDovecot) console.warn(`SKIPPED the email integration dialog test: ${NO_DOVECOT}`);

// The CRM tab's email integration dialog against a real IMAP server (dovecot) and the BCC listener.
describe.skipIf(!hasDovecot)('CRM email integration dialog', () => {
  beforeAll(async () => {
    dovecot = await startDovecot([{ user: 'ada@mail.test', password: 'app-password-1' }]);
    await dovecot.deliver(
      'ada@mail.test',
      rawMail({
        from: 'Cleo <cleo@client.test>',
        to: 'ada@mail.test',
        subject: 'Hello',
        messageId: '<h1@client.test>',
      }),
    );
    // The CRM reads its settings from the environment (this file runs in a process of its own).
    Object.assign(process.env, {
      CRM_EMAIL_IMAP_HOST: '127.0.0.1',
      CRM_EMAIL_IMAP_PORT: String(dovecot.port),
      CRM_EMAIL_IMAP_TLS: 'false',
      CRM_EMAIL_INBOUND_PORT: '0',
      CRM_EMAIL_INBOUND_HOST: '127.0.0.1',
      CRM_EMAIL_INBOUND_DOMAIN: 'in.hub.test',
    });
    [hub, browser] = await Promise.all([startHub(), launch()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await hub?.close();
    await dovecot?.stop();
  });

  it('asks for provider and address, connects a mailbox, shows its sync and an error, and the BCC address', async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Ada Byron');
    await page.getByLabel('Organisation name').fill('Engines Ltd');
    await page.getByLabel('Email').fill('ada@engines.test');
    await page.getByLabel('Password').fill('analytical-engine-1843');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'CRM' })
      .click();

    await page.getByRole('button', { name: 'Email Integration' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No email accounts connected yet').waitFor();
    expect(await dialog.getByTestId('bcc-address').textContent()).toMatch(
      /^log\+[0-9a-f]{24}@in\.hub\.test$/,
    );

    // Neither provider nor address: spec 001 §5's notice, nothing sent.
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await toast(page, 'Missing Information', 'Please select a provider and enter your email address.');

    const connect = async (email: string, password: string) => {
      await dialog.getByLabel('Provider').click();
      await page.getByRole('option', { name: 'GoDaddy' }).click();
      await dialog.getByLabel('Email address').fill(email);
      await dialog.getByLabel('App password').fill(password);
      await dialog.getByRole('button', { name: 'Connect' }).click();
      await toast(page, 'Email Integration Added', `${email} is connected`);
    };

    await connect('ada@mail.test', 'app-password-1');
    const ada = dialog.getByTestId('email-account').filter({ hasText: 'ada@mail.test' });
    await ada.getByText('Active', { exact: true }).waitFor();
    await ada.getByText(/Last sync .*Messages: 1/).waitFor();

    // A wrong password: the account shows Error and the server's reason, never "synced".
    await connect('bob@mail.test', 'not-the-password');
    const bob = dialog.getByTestId('email-account').filter({ hasText: 'bob@mail.test' });
    await bob.getByText('Error', { exact: true }).waitFor();
    await bob.getByText(/Authentication failed/).waitFor();
    expect(await bob.getByText('Not synced yet').count()).toBe(1);
    await screenshots(page, 'crm-email-integration');

    // The synced message is a conversation on the tab.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'CRM' })
      .click();
    await page.getByTestId('email-conversation').filter({ hasText: 'Hello' }).waitFor();
  });
});
