import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, toast, watchToasts } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
  page = await browser.newPage();
  page.setDefaultTimeout(10_000);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

async function send(address: string, type?: string) {
  await page.getByLabel('Email', { exact: true }).fill(address);
  if (type) {
    await page.getByLabel('Email type').click();
    await page.getByRole('option', { name: type }).click();
  }
  await page.getByRole('button', { name: 'Send test email' }).click();
}

describe('email test page (signed out)', () => {
  it('keeps send disabled while empty and answers with the toasts of spec 000 §8', async () => {
    const maxToasts = await watchToasts(page);
    await page.goto(`${hub.url}/email-testing`);
    const button = page.getByRole('button', { name: 'Send test email' });
    expect(await button.isDisabled()).toBe(true);

    await send('not-an-address');
    await toast(page, 'Email Required', 'Please enter a valid email address');

    await send('grace@example.test', 'REOSS');
    await toast(page, 'Email Sent Successfully', 'grace@example.test');
    expect(await hub.lastMail('grace@example.test')).toBeTruthy();

    // The connection drops.
    await page.route('**/api/email/test', (r) => r.abort('internetdisconnected'));
    await send('grace@example.test');
    await toast(page, 'Error', 'Failed to send test email');
    await page.unroute('**/api/email/test');

    // Visitors may send 5 per hour: the server's refusal shows as 'Email Failed' with its message.
    for (let i = 0; i < 4; i++) await send(`visitor${i}@example.test`, i % 2 ? 'Payment' : 'Local business');
    await send('one-too-many@example.test');
    const refused = page.locator('[data-sonner-toast]').filter({ hasText: 'Email Failed' });
    await refused.waitFor();
    expect(await refused.textContent()).not.toContain('Failed to send email');
    expect(await maxToasts()).toBe(1);
  });
});

describe('password reset from the mailed link', () => {
  it('signs up, asks for a link on /login, sets a new password from it and signs in', async () => {
    const context = await browser.newContext();
    const p = await context.newPage();
    p.setDefaultTimeout(10_000);
    const email = 'lin@example.test';
    const res = await p.request.post(`${hub.url}/api/auth/signup`, {
      data: { email, password: 'first-password-1', name: 'Lin' },
      headers: { origin: hub.url },
    });
    expect(res.status()).toBe(201);
    await context.clearCookies();

    await p.goto(`${hub.url}/login`);
    await p.getByRole('button', { name: 'Forgot your password?' }).click();
    await p.getByLabel('Email').fill(email);
    await p.getByRole('button', { name: 'Send reset link' }).click();
    await toast(p, 'Password Reset Sent');
    await p.getByRole('heading', { name: 'Sign in' }).waitFor();

    const link = (await hub.lastMail(email)).match(/https?:\/\/\S+\/login\?reset=\S+/)?.[0];
    expect(link).toBeTruthy();
    await p.goto(link!);
    await p.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await p.getByLabel('New password').fill('short');
    await p.getByLabel('Confirm password').fill('different');
    await p.getByRole('button', { name: 'Set new password' }).click();
    await p.getByText('Password must be at least 8 characters').waitFor();
    await p.getByText("Passwords don't match").waitFor();

    await p.getByLabel('New password').fill('second-password-2');
    await p.getByLabel('Confirm password').fill('second-password-2');
    await p.getByRole('button', { name: 'Set new password' }).click();
    await toast(p, 'Password Changed', 'Your password has been updated successfully');
    await p.getByRole('heading', { name: 'Sign in' }).waitFor();

    // The link is single-use.
    await p.goto(link!);
    await p.getByLabel('New password').fill('third-password-3');
    await p.getByLabel('Confirm password').fill('third-password-3');
    await p.getByRole('button', { name: 'Set new password' }).click();
    await p.getByRole('alert').getByText('This reset link is invalid or has expired').waitFor();

    await p.goto(`${hub.url}/login`);
    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Password').fill('second-password-2');
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL(`${hub.url}/dashboard`);
    expect(await p.getByTestId('user-name').first().textContent()).toBe('Lin');
    await context.close();
  });
});
