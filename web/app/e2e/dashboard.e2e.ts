import { issueSetupToken } from '@ecohub/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLoggedOut, launch, screenshots, toast, watchToasts } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;
let maxToasts: () => Promise<number>;
const owner = { name: 'Ada Lovelace', email: 'ada@example.test', password: 'analytical-engine-42' };

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(10_000);
  maxToasts = await watchToasts(page);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

const heading = (name: string | RegExp) => page.getByRole('heading', { name }).first();
const openTab = (name: string) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name }).click();

/**
 * After sign-up or sign-in the browser loads /dashboard from the hub (a full navigation, not a
 * client-side route change), so the signed-in page gets its own Content-Security-Policy.
 */
async function landsOnDashboard(submit: () => Promise<void>): Promise<void> {
  const loaded = page.waitForResponse(
    (res) => res.url() === `${hub.url}/dashboard` && res.request().isNavigationRequest(),
  );
  await submit();
  const res = await loaded;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("default-src 'self'");
}

// One signed-in session walks through the shell; the steps depend on each other, in order.
describe('signed-in dashboard', () => {
  it('signs up with an organisation and lands on the dashboard', async () => {
    // The one-time setup link `serve` prints: this account is the instance's super admin.
    const setupToken = await issueSetupToken(hub.hub.ctx.db, hub.hub.ctx.clock);
    await page.goto(`${hub.url}/signup?setup=${setupToken}`);
    await page.getByLabel('Full name').fill(owner.name);
    await page.getByLabel('Organisation name').fill('Analytical Engines Ltd');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await landsOnDashboard(() => page.getByRole('button', { name: 'Create account' }).click());
    await heading('CRM Dashboard').waitFor();
    // A new organisation has no app probed yet: the header claims no status.
    await page.getByText('Status unknown: no health checks yet').waitFor();
    await page.getByRole('button', { name: 'Quick Publish' }).waitFor();
    expect(await page.getByTestId('user-name').first().textContent()).toBe(owner.name);
    await page.getByText('Administrator').first().waitFor();
    await page.getByText('Analytical Engines Ltd').waitFor();
    // The core's tabs, in spec 002's order.
    const tabs = await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button')
      .allTextContents();
    expect(tabs.indexOf('Password Management')).toBeLessThan(tabs.indexOf('Super Admin Test'));
    expect(tabs[0]).toBe('Dashboard');
    await screenshots(page, 'dashboard');
  });

  it('switches to the dark theme and offers the language switcher', async () => {
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await screenshots(page, 'dashboard-dark');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Language' }).click();
    const english = page.getByRole('menuitemradio', { name: 'English' });
    expect(await english.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
  });

  it('translates the catalogue with its language menu: chosen language only, kept, from the hub', async () => {
    const requests: string[] = [];
    const onRequest = (r: { url(): string }) => requests.push(r.url());
    page.on('request', onRequest);
    await page.goto(`${hub.url}/techstack`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('tab', { name: 'Offres groupées' }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Offres groupées' }).waitFor(); // the choice is kept
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
    await page.getByRole('tab', { name: 'الباقات' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await page.getByRole('tab', { name: 'Bundles' }).waitFor();
    page.off('request', onRequest);
    expect(requests.filter((url) => !url.startsWith(hub.url))).toEqual([]); // nothing from elsewhere
    expect(requests.filter((url) => /\/assets\/(de|ja)-/.test(url))).toEqual([]); // nor other languages
    await landsOnDashboard(() => page.goto(`${hub.url}/dashboard`).then(() => {}));
  });

  it('opens the sidebar as a sheet on a 375 px phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Password Management' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await heading('Password Management').waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows the password forms’ validation messages', async () => {
    await openTab('Password Management');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is required').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByText('Please confirm your password').waitFor();

    await page.getByLabel('Current password').fill('whatever');
    await page.getByLabel('New password').fill('a-long-new-password');
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText("Passwords don't match").waitFor();
  });

  it('answers the password calls with the server’s messages and keeps the reset requests', async () => {
    await page.getByLabel('Confirm password').fill('a-long-new-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Change Failed', 'Current password is incorrect');

    await page.getByLabel('Current password').fill(owner.password);
    await page.getByLabel('New password').fill('difference-engine-1822');
    await page.getByLabel('Confirm password').fill('difference-engine-1822');
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password Changed', 'Your password has been updated successfully');
    owner.password = 'difference-engine-1822';

    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await toast(page, 'Password Reset Sent', owner.email);
    const list = page.getByRole('list', { name: 'Recent reset requests' });
    await list.getByText(owner.email).waitFor();
    await list.getByText('Sent').waitFor();
    await list.getByText(/^Expires /).waitFor();
    expect(await hub.lastMail(owner.email)).toContain('/login?reset=');

    // The connection drops: the network error toast, and nothing added to the list.
    await page.route('**/api/auth/forgot-password', (r) => r.abort('internetdisconnected'));
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await toast(page, 'Network Error', 'Please check your connection and try again');
    await page.unroute('**/api/auth/forgot-password');
    expect(await list.getByRole('listitem').count()).toBe(1);
  });

  it('requires a super admin session for the test panel', async () => {
    await openTab('Super Admin Test');
    await page.getByText('Super admin authentication required to access this testing panel.').waitFor();
  });

  it('logs in as super admin: wrong password refused, then granted with Admin View', async () => {
    await page.getByRole('button', { name: 'Super Admin', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Super Admin Login' });
    await dialog.getByLabel('Email').fill(owner.email);
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Authentication Failed', 'Invalid super admin credentials');

    // The request never reaches the hub: 'Login Error'.
    await page.route('**/api/super-admin/login', (route) => route.abort('internetdisconnected'), {
      times: 1,
    });
    await dialog.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Login Error', 'Network error during authentication');

    await dialog.getByLabel('Password').fill(owner.password);
    // Hold the request to see the pending state: the button reads 'Authenticating...', disabled.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(
      '**/api/super-admin/login',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Login' }).click();
    const pending = dialog.getByRole('button', { name: 'Authenticating...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await toast(
      page,
      'Super Admin Access Granted',
      'Full ecosystem access enabled with all premium features unlocked',
    );
    await heading(/\[Super Admin Mode\]/).waitFor();
    await page.getByRole('button', { name: 'Admin Action' }).waitFor();
  });

  it('switches between Admin View and User View', async () => {
    const toggle = page.getByRole('switch', { name: 'Admin View' });
    await toggle.click();
    await toast(page, 'Switched to User View');
    expect(await page.getByText('[Super Admin Mode]').count()).toBe(0);
    await page.getByRole('button', { name: 'Quick Publish' }).waitFor();
    await toggle.click();
    await toast(page, 'Switched to Admin View');
    await heading(/\[Super Admin Mode\]/).waitFor();
  });

  it('tests the admin features one by one and all together', async () => {
    await openTab('Super Admin Test');
    await page.getByTestId('sa-email').getByText(owner.email).waitFor();
    expect(await page.getByTestId('sa-permissions').textContent()).toBe('6');
    const card = (id: string) => page.getByTestId(`feature-${id}`);
    await card('billing_override').getByRole('button', { name: 'Test Feature' }).click();
    await toast(page, 'Test Passed');
    await card('billing_override').getByText('Passed', { exact: true }).waitFor();
    expect(await page.getByTestId('summary-success').textContent()).toBe('1');
    expect(await page.getByTestId('summary-pending').textContent()).toBe('5');

    await page.getByRole('button', { name: 'Test All Features' }).click();
    await toast(page, 'All Tests Completed', 'features passed testing');
    const passed = Number(await page.getByTestId('summary-success').textContent());
    const failed = Number(await page.getByTestId('summary-error').textContent());
    expect(passed + failed).toBe(6);
    expect(await page.getByTestId('summary-pending').textContent()).toBe('0');
    await page.getByText(`${passed}/6 features passed testing`).waitFor();
    // Routes of plugins that are not enabled answer 404: their tests fail with the spec's text.
    for (const [id, text] of [
      ['ecosystem_management', 'Ecosystem access test failed'],
      ['analytics_full', 'Analytics access test failed'],
      ['system_diagnostics', 'Diagnostics test failed'],
    ] as const) {
      const res = await page.request.get(
        `${hub.url}${{ ecosystem_management: '/api/ecosystem/status', analytics_full: '/api/dashboard/stats', system_diagnostics: '/api/ecosystem/stats' }[id]}`,
      );
      const c = card(id);
      if (res.ok()) await c.getByText('Passed', { exact: true }).waitFor();
      else await c.getByText(text).waitFor();
    }
  });

  it('logs out of the super admin session', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Logged Out', 'Switched back to standard user view');
    await page.getByText('Super admin authentication required to access this testing panel.').waitFor();
    expect(await page.getByText('[Super Admin Mode]').count()).toBe(0);
  });

  it("shows the custom plugin's tab, enabled in the suite's plugin list: lists and adds notes", async () => {
    await openTab('Notes');
    await page.getByText('No notes yet').waitFor();
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByLabel('Title').fill('Call the printer');
    await page.getByRole('textbox', { name: 'Note' }).fill('Proofs for the spring catalogue');
    await page.getByRole('button', { name: 'Add note' }).click();
    await toast(page, 'Note added', 'Call the printer');
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByText('Proofs for the spring catalogue').waitFor();
    const stored = await page.request.get(`${hub.url}/api/custom-notes`);
    expect((await stored.json()).notes.map((n: { title: string }) => n.title)).toEqual(['Call the printer']);
    await openTab('Dashboard');
    await page.getByText('Analytical Engines Ltd').waitFor();
  });

  it('never shows more than one toast at a time', async () => {
    expect(await maxToasts()).toBe(1);
  });

  it('signs out, and the dashboard then sends to sign-in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${hub.url}/`);
    // The signed-out home (the landing page of an enabled plugin, or the core's welcome page).
    await page.getByRole('link', { name: 'Start Free Trial' }).first().waitFor();
    await expectLoggedOut(page, hub.url, () => page.goto(`${hub.url}/dashboard`));
  });

  it('signs in again with the changed password', async () => {
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill('wrong-password-here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password').fill(owner.password);
    await landsOnDashboard(() => page.getByRole('button', { name: 'Sign in' }).click());
    await heading('CRM Dashboard').waitFor();
  });

  it('notices a session that ended while the dashboard is open', async () => {
    await expectLoggedOut(page, hub.url, async () => {
      await page.context().clearCookies();
      await openTab('Notes'); // its list call answers 401
    });
  });
});
