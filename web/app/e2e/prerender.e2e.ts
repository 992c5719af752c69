import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

/** Issue #24 item 9: the public pages arrive as HTML with their content and head, then hydrate. */
let hub: RunningHub;
let browser: Browser;

beforeAll(async () => {
  [hub, browser] = await Promise.all([startHub(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
});

const PAGES = [
  {
    path: '/',
    title: 'The CRM that runs your whole ecosystem — Ecosystem Hub',
    h1: 'The CRM that runs your whole ecosystem',
  },
  { path: '/pricing', title: 'Pricing — Ecosystem Hub', h1: 'Choose Your Plan' },
  { path: '/pricing-selector', title: 'Choose your plan — Ecosystem Hub', h1: 'Which business are you?' },
  {
    path: '/pricing/local-business',
    title: 'Local business pricing calculator — Ecosystem Hub',
    h1: 'Local Business Pricing',
  },
  {
    path: '/pricing/reoss',
    title: 'Real-estate membership plans (REOSS) — Ecosystem Hub',
    h1: 'Real Estate Operating System',
  },
];

/** The browser's own line for the session probe's 401 (signed out) is not an error of the page. */
const SIGNED_OUT_PROBE = /^Failed to load resource: the server responded with a status of 401\b/;
const isError = (type: string, msg: string) => type === 'error' && !SIGNED_OUT_PROBE.test(msg);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];

describe('server-rendered public pages (no JavaScript)', () => {
  it.each(PAGES)('$path has its title, description, Open Graph tags and heading in the HTML', async (p) => {
    const res = await fetch(`${hub.url}${p.path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(p.title);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(p.title);
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${hub.url}${p.path}`);
    const description = attr(html, /<meta name="description" content="([^"]*)"/);
    expect(description?.length).toBeGreaterThan(50);
    expect(attr(html, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
    expect(html).toContain(`>${p.h1}</h1>`);
  });

  it('renders the landing with every plan and add-on of the catalogue, at its price', async () => {
    const { items } = (await (await fetch(`${hub.url}/api/products`)).json()) as {
      items: Array<{ kind: string; name: string; amount: number }>;
    };
    const page = text(await (await fetch(`${hub.url}/`)).text());
    const plans = items.filter((i) => i.kind === 'plan');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(page).toContain(plan.name);
      expect(page).toContain(`$${(plan.amount / 100).toLocaleString('en-US')}/month`);
    }
  });

  it('leaves an address with a query to the browser (the page may read it)', async () => {
    const html = await (await fetch(`${hub.url}/pricing?plan=starter`)).text();
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves signed-in pages to the browser', async () => {
    const html = await (await fetch(`${hub.url}/contacts`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('og:title');
  });
});

describe('hydration in the browser', () => {
  it('the landing downloads the app at the first interaction and keeps that click', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => isError(m.type(), m.text()) && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${hub.url}/`, { waitUntil: 'networkidle' });
    const starter = page.getByTestId('plan-starter');
    expect(await starter.getAttribute('aria-checked')).toBe('false');
    await starter.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=plan-starter]')?.getAttribute('aria-checked') === 'true',
    );
    expect(await page.getByTestId('plan-professional').getAttribute('aria-checked')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a calculator hydrates on load without a mismatch and computes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => isError(m.type(), m.text()) && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${hub.url}/pricing/local-business`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Local Business Pricing' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
