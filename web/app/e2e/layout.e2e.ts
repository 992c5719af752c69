import { seedDemo } from '@ecohub/core';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

// Issue #24 items 1 and 6: every route of spec 000 §2's two tables and every dashboard tab, at a
// laptop's and a phone's width: nothing wider than the window, no console error, and from every
// signed-in page a way back to the dashboard and to sign out.
const WIDTHS = [1366, 375] as const;

const SIGNED_OUT = [
  '/',
  '/pricing',
  '/success',
  '/scheduler',
  '/ai-demo',
  '/deployment-demo',
  '/ecosystem-demo',
  '/superhub-demo',
  '/webhook-demo',
  '/phase3-demo',
  '/pricing-selector',
  '/pricing/local-business',
  '/pricing/reoss',
  '/email-testing',
  '/login',
  '/signup',
  '/no-such-page',
];

const SIGNED_IN = [
  '/',
  '/techstack',
  '/dashboard',
  '/scheduler',
  '/contacts',
  '/marketing',
  '/deployment',
  '/ecosystem',
  '/superhub',
  '/webhooks',
  '/phase3',
  '/pricing',
  '/pricing-selector',
  '/pricing/local-business',
  '/pricing/reoss',
  '/email-testing',
  '/no-such-page',
];

let hub: RunningHub;
let browser: Browser;
let page: Page;
const errors: string[] = [];

/**
 * A console error, except the browser's own network line for a 401 or 403 answer: spec 000 §2 finds
 * the signed-in state through the auth user call (401 is signed out), and tabs that need a super
 * admin session read a 403 as "elevate here". Script errors and any other failed load count.
 */
function onConsole(msg: ConsoleMessage) {
  if (msg.type() !== 'error') return;
  if (/^Failed to load resource: the server responded with a status of 40[13]\b/.test(msg.text())) return;
  errors.push(`${page.url()}: ${msg.text()} (${msg.location().url})`);
}

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
  await seedDemo(hub.hub); // the -demo pages show the demo organisation
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  page.setDefaultTimeout(15_000);
  page.on('console', onConsole);
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

/** How many pixels the page is wider than the window (0 when it fits). */
const overflow = () =>
  page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );

async function settle() {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[role=status][aria-busy=true], .animate-pulse'), null, {
      timeout: 5_000,
    })
    .catch(() => {}); // a skeleton that stays is measured as it is
}

async function visit(path: string) {
  await page.goto(`${hub.url}${path}`);
  await settle();
}

/** Measures the current page at each width; returns the failures as `path@width: px`. */
async function measure(label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(100); // one layout after the resize
    const px = await overflow();
    if (px > 0) found.push(`${label}@${width}: ${px}px too wide`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  return found;
}

describe('every route and tab fits 1366 and 375 px', () => {
  it('signed out: every route of the signed-out table', async () => {
    const wide: string[] = [];
    for (const path of SIGNED_OUT) {
      await visit(path);
      wide.push(...(await measure(path)));
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('signed in: every route of the signed-in table, each with the dashboard link and sign-out', async () => {
    await visit('/signup');
    await page.getByLabel('Full name').fill('Mary Somerville');
    await page.getByLabel('Organisation name').fill('Connexion of Sciences Ltd');
    await page.getByLabel('Email').fill('mary@example.test');
    await page.getByLabel('Password').fill('mechanism-of-the-heavens-1831');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);

    const wide: string[] = [];
    const noWayBack: string[] = [];
    for (const path of SIGNED_IN) {
      await visit(path);
      wide.push(...(await measure(path)));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const toDashboard = await page.locator('a[href="/dashboard"]:visible').count();
        const signOut =
          path === '/dashboard'
            ? await page.getByRole('button', { name: 'Sign out' }).count()
            : await page.getByRole('button', { name: 'Account' }).count();
        if (path !== '/dashboard' && toDashboard === 0) noWayBack.push(`${path}@${width}: no dashboard link`);
        if (signOut === 0 && !(path === '/dashboard' && width === 375))
          noWayBack.push(`${path}@${width}: no sign-out`);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    expect(wide).toEqual([]);
    expect(noWayBack).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('signed in: every dashboard tab', async () => {
    await visit('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    const tabs = await nav.getByRole('button').allTextContents();
    expect(tabs.length).toBeGreaterThan(5);
    const wide: string[] = [];
    for (const name of tabs) {
      await nav.getByRole('button', { name, exact: true }).click();
      await settle();
      wide.push(...(await measure(`tab ${name}`)));
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('signs out from a page of the app shell', async () => {
    await visit('/contacts');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${hub.url}/`);
    expect((await page.request.get(`${hub.url}/api/auth/user`)).status()).toBe(401);
  });
});
