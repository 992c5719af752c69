import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@ecohub/core/testing';
import type { Page } from 'playwright-core';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../.screenshots');

/** Debian's chromium: the one launcher of @ecohub/core/testing. */
export const launch = launchChromium;

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

const toastListeners = new WeakMap<Page, Set<(text: string) => void>>();

/**
 * Calls `listener` with the text of every toast the page shows, reported by the page itself as the
 * toast appears, so a toast that lives only until a navigation is never missed.
 */
async function onToast(page: Page, listener: (text: string) => void): Promise<() => void> {
  let listeners = toastListeners.get(page);
  if (!listeners) {
    const all = new Set<(text: string) => void>();
    listeners = all;
    toastListeners.set(page, all);
    await page.exposeFunction('__ecohubToast', (text: string) => {
      for (const l of all) l(text);
    });
    const observe = () => {
      const reported = new WeakMap<Element, string>();
      const report = (window as unknown as { __ecohubToast(text: string): void }).__ecohubToast;
      const scan = () => {
        for (const el of document.querySelectorAll('[data-sonner-toast]')) {
          const text = el.textContent ?? '';
          if (reported.get(el) === text) continue;
          reported.set(el, text);
          report(text);
        }
      };
      new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
      scan(); // a toast already shown when the observer starts
    };
    await page.addInitScript(observe); // documents loaded from now on
    await page.evaluate(observe); // the current one
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `trigger`, then checks the logged-out toast (it lives 500 ms before the browser leaves; the
 * page reports it as it appears, so a slow machine cannot miss it) and the trip through /api/login
 * to /login. A call the page makes by itself (a panel still loading) may notice the ended session
 * before the trigger lands, and the trigger's element is then gone: the toast is what counts.
 */
export async function expectLoggedOut(
  page: Page,
  hubUrl: string,
  trigger: () => Promise<unknown>,
): Promise<void> {
  let shown!: () => void;
  const seen = new Promise<void>((r) => {
    shown = r;
  });
  const stop = await onToast(page, (text) => {
    if (text.includes('Unauthorized') && text.includes('You are logged out. Logging in again...')) shown();
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("The 'Unauthorized' toast did not appear")), 10_000);
  });
  try {
    await Promise.race([seen, trigger().then(() => Promise.race([seen, late]))]);
  } finally {
    clearTimeout(timer);
    stop();
  }
  await page.waitForURL(`${hubUrl}/login`);
}
