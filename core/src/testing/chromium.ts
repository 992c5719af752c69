import type { Browser } from 'playwright-core';

/** The flags of STACK.md: headless Debian chromium, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's chromium (`CHROMIUM_PATH` to use another) through playwright-core, the one launcher of
 * every browser suite. Loaded on call, so tests that never open a browser never load playwright.
 */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
