import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshots, toast, watchToasts } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;
let maxToasts: () => Promise<number>;

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

const subscriptions = async () =>
  (await (await page.request.get(`${hub.url}/api/billing/subscription`)).json()) as {
    plan: string;
    subscriptions: Array<{ productLine: string; planId: string; status: string; monthlyAmount: number }>;
  };

/** Fills the built-in hosted checkout and submits it. */
async function pay(card: string) {
  await page.getByLabel(/Card number/).fill(card);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.locator('form button[type=submit]').click();
}

// One buyer walks through the public pricing pages; the steps depend on each other, in order.
describe('pricing and checkout in the browser', () => {
  it('shows the landing page with its sections and the default Professional package', async () => {
    await page.goto(`${hub.url}/`);
    await page.getByRole('heading', { name: 'The CRM that runs your whole ecosystem' }).waitFor();
    for (const trust of [
      'Complete Data Isolation',
      'Progressive Pricing',
      'Cross-Selling Automation',
      'Enterprise Security',
    ])
      await page.getByText(trust, { exact: true }).waitFor();
    expect(await page.getByTestId('custom-total').textContent()).toBe('$149/month');
    // The landing hydrates at this first click, which is replayed once the page is live.
    await page.getByRole('switch', { name: 'Training & Certification Hub' }).click();
    await page.getByTestId('custom-total').filter({ hasText: '$238/month' }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe(
      'mailto:sales@ecohub.local',
    );
    expect(await page.getByRole('link', { name: 'Book Strategy Call' }).getAttribute('href')).toBe(
      '/scheduler',
    );
    await screenshots(page, 'landing');
  });

  it('signs up, picks Professional on /pricing, is declined once, then pays and lands on /success', async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Organisation name').fill('Compilers Inc');
    await page.getByLabel('Email').fill('grace@example.test');
    await page.getByLabel('Password').fill('cobol-forever-1959');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);

    await page.goto(`${hub.url}/pricing`);
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    const pro = page.getByTestId('product-plan.professional');
    await pro.getByText('Most Popular').waitFor();
    await pro.getByText('Competitors charge $165 — you save $16 (10%)').waitFor();
    await screenshots(page, 'pricing');
    await pro.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    await page.getByText('14-day free trial: no card required. Cancel anytime.').waitFor();

    await pay('4000 0000 0000 0002');
    await page.getByText('Your card was declined.').waitFor();
    expect((await subscriptions()).subscriptions).toEqual([]);

    await pay('4242 4242 4242 4242');
    await page.waitForURL(/\/success\?session_id=cs_hub_/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const session = new URL(page.url()).searchParams.get('session_id') as string;
    expect(await page.getByTestId('transaction-id').textContent()).toBe(session.slice(-8));
    await screenshots(page, 'success');
    const s = await subscriptions();
    expect(s.plan).toBe('professional');
    expect(s.subscriptions).toEqual([
      expect.objectContaining({ productLine: 'hub', planId: 'professional', status: 'trialing' }),
    ]);
  });

  it('calculates a local-business package and checks it out', async () => {
    await page.goto(`${hub.url}/pricing/local-business`);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await toast(page, 'Missing Information', 'Please select business type and exposure level');
    await page.getByLabel('Business type').click();
    await page.getByRole('option', { name: 'Bakery' }).click();
    await page.getByLabel('Exposure level').click();
    await page.getByRole('option', { name: 'AI Recommended ($79-$149)' }).click();
    await page.getByLabel('Industry (NAICS)').click();
    await page.getByRole('option', { name: 'Wellness' }).click();
    await page.getByLabel('ZIP codes (comma-separated)').fill('10001, 10002');
    await page.getByLabel(/Co-Branded Page/).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    // 114 × 1.1 = 125.4 → 125, + 19 for two ZIP codes
    expect(await page.getByTestId('monthly-total').textContent()).toBe('$144');
    expect(await page.getByTestId('annual-total').textContent()).toBe('$1,555.20');
    await screenshots(page, 'local-business');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout\//);
    expect(await page.getByTestId('due-today').textContent()).toBe('$243.00'); // 144 + 99 once
    await pay('4242 4242 4242 4242');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const lb = (await subscriptions()).subscriptions.find((x) => x.productLine === 'local_business');
    expect(lb).toMatchObject({ planId: 'ai_recommended', status: 'active', monthlyAmount: 14400 });
  });

  it('prices the REOSS tiers with Pro by default and checks out Team with KVCore setup', async () => {
    await page.goto(`${hub.url}/pricing/reoss`);
    await page.getByTestId('tier-pro').waitFor();
    expect(await page.getByTestId('tier-pro').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('tier-brokerage').getByText('Admin Role Management').waitFor();
    await page.getByTestId('tier-team').click();
    await page.getByLabel(/KVCore Setup/).click();
    expect(await page.getByTestId('monthly-total').textContent()).toBe('$599');
    expect(await page.getByTestId('annual-total').textContent()).toBe('$6,819.20'); // 599 × 10.8 + 350
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout\//);
    await pay('4242 4242 4242 4242');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const reoss = (await subscriptions()).subscriptions.find((x) => x.productLine === 'reoss');
    expect(reoss).toMatchObject({ planId: 'team', status: 'active' });
    expect(await maxToasts()).toBeLessThanOrEqual(1);
  });

  it('shows the plan, usage and payments in the pricing and payments tabs', async () => {
    await page.goto(`${hub.url}/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    await nav.getByRole('button', { name: 'Pricing', exact: true }).click();
    await page.getByRole('heading', { name: 'Plan and billing' }).waitFor();
    await page.getByText('Current plan: Professional').waitFor();
    await page.getByText('Trialing').first().waitFor();
    await nav.getByRole('button', { name: 'Payments' }).click();
    await page.getByRole('heading', { name: 'Revenue analytics' }).waitFor();
    // Local business ($243 with the co-branded page) and REOSS Team with KVCore setup ($949) were paid.
    await page.getByRole('cell', { name: '$243.00' }).waitFor();
    await page.getByRole('cell', { name: '$949.00' }).waitFor();
    await screenshots(page, 'payments-tab');
  });

  it('continues from the pricing selector only once a business type is chosen', async () => {
    await page.goto(`${hub.url}/pricing-selector`);
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByText('Select a business type to continue').waitFor();
    await page.getByRole('radio', { name: /Local Business/ }).click();
    await next.click();
    await page.waitForURL(`${hub.url}/pricing/local-business`);
  });
});
