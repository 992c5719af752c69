import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../.screenshots');

/** Debian's chromium with the flags of STACK.md. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const WIDTHS = [1280, 375] as const;

/** Saves a full-page screenshot at each review width into .screenshots/ (ignored by git). */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150); // let the layout settle after the resize
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Records the largest number of toasts visible at once during the page's life, so a test can assert
 * that the app never shows more than one.
 */
export async function watchToasts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __maxToasts: number };
    w.__maxToasts = 0;
    const count = () => {
      const n = document.querySelectorAll('[data-sonner-toast][data-visible="true"]').length;
      if (n > w.__maxToasts) w.__maxToasts = n;
    };
    new MutationObserver(count).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __maxToasts: number }).__maxToasts);
}

/** Waits for a toast with this title (and text, when given). */
export async function toast(page: Page, title: string, text?: string): Promise<void> {
  let t = page.locator('[data-sonner-toast]').filter({ hasText: title });
  if (text) t = t.filter({ hasText: text });
  // One wait for both: some toasts live only 500 ms before the page navigates away.
  await t.first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Runs `trigger`, then checks the logged-out toast and the trip through /api/login to /login. The
 * navigation to /api/login is held until the toast was seen (it lives 500 ms before the browser
 * leaves), so a slow machine cannot miss it.
 */
export async function expectLoggedOut(
  page: Page,
  hubUrl: string,
  trigger: () => Promise<unknown>,
): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(
    '**/api/login',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await trigger();
  await toast(page, 'Unauthorized', 'You are logged out. Logging in again...');
  release();
  await page.waitForURL(`${hubUrl}/login`);
}
