import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLoggedOut, launch, screenshots, watchToasts } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

/**
 * The budget of the JavaScript a signed-out visitor downloads for /login (gzip). With twelve
 * plugins, 147.6 KB measured: sonner downloads with the first toast, not with the first screen.
 */
const LOGIN_JS_BUDGET = 150 * 1024;

let hub: RunningHub;
let browser: Browser;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

describe('signed-out visitor', () => {
  it('reaches the signed-out route table, and any other path is Page Not Found', async () => {
    const page = await browser.newPage();
    const maxToasts = await watchToasts(page);

    await page.goto(`${hub.url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshots(page, 'login');

    await page.goto(`${hub.url}/signup`);
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();

    await page.goto(`${hub.url}/email-testing`);
    await page.getByRole('heading', { name: 'Email testing' }).waitFor();

    await page.goto(`${hub.url}/`);
    // Every 'Start Free Trial' points to /api/login (spec 000 landing page).
    const trial = page.getByRole('link', { name: 'Start Free Trial' });
    await trial.first().waitFor();
    for (const href of await trial.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toBe('/api/login');

    for (const path of ['/no-such-page', '/settings/unknown/deep']) {
      const res = await page.goto(`${hub.url}${path}`);
      expect(res?.status()).toBe(200); // the SPA fallback; the app decides what to show
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await page.getByText('Did you forget to add the page to the router?').waitFor();
    }
    await screenshots(page, 'not-found');

    // The API never falls back to the app.
    const api = await page.request.get(`${hub.url}/api/no-such-route`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: 'Not found' });
    expect(await maxToasts()).toBeLessThanOrEqual(1);
  });

  it('gets the logged-out toast on /dashboard and goes to sign-in after 500 ms', async () => {
    const page = await browser.newPage();
    // /api/login sends the browser to the sign-in page when no OIDC provider is configured.
    await expectLoggedOut(page, hub.url, () => page.goto(`${hub.url}/dashboard`));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('names the reason of a failed single sign-on on /login', async () => {
    const page = await browser.newPage();
    // This hub has no OIDC provider: a callback answers /login?error=not_configured.
    await page.goto(`${hub.url}/api/callback?code=x&state=y`);
    await page.waitForURL(`${hub.url}/login?error=not_configured`);
    await page
      .getByRole('alert')
      .getByText('Single sign-on is not set up on this hub. Sign in with your email and password.')
      .waitFor();
    await page.goto(`${hub.url}/login?error=state_mismatch`);
    await page.getByRole('alert').getByText('the answer did not belong to this sign-in').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.close();
  });

  it('works from the keyboard on /login, with a visible focus ring', async () => {
    const page = await browser.newPage();
    await page.goto(`${hub.url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return { id: el.id, text: el.textContent, ring: getComputedStyle(el).boxShadow };
      });
    // Tab until the email field has the focus (the brand link comes first).
    for (let i = 0; i < 5 && (await focused()).id !== 'email'; i++) await page.keyboard.press('Tab');
    const email = await focused();
    expect(email.id).toBe('email');
    expect(email.ring).not.toBe('none');
    await page.keyboard.press('Tab');
    expect((await focused()).id).toBe('password');
    // The ring is the focus's own: it goes when the focus moves on.
    const emailAfter = await page.locator('#email').evaluate((el) => getComputedStyle(el).boxShadow);
    expect(emailAfter).not.toBe(email.ring);
    await page.keyboard.press('Tab');
    const submit = await focused();
    expect(submit.text).toBe('Sign in');
    expect(submit.ring).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.close();
  });

  it(`downloads under ${LOGIN_JS_BUDGET / 1024} KB of gzipped JavaScript for /login, panels loaded lazily`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    });
    await page.goto(`${hub.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `/login JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files\n` +
        [...scripts].map(([u, n]) => `  ${(n / 1024).toFixed(1)} KB ${new URL(u).pathname}`).join('\n'),
    );
    expect(total).toBeLessThan(LOGIN_JS_BUDGET);
    const names = [...scripts.keys()].join(' ');
    expect(names).not.toMatch(/dashboard-page|password-panel|test-panel/);
    await context.close();
  });
});
