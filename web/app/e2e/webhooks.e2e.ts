import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../../plugins/deployment/src/server/test/receiver.ts';
import { launch, screenshots, toast } from './browser.ts';
import { type RunningHub, startHub } from './hub.ts';

let hub: RunningHub;
let browser: Browser;
let page: Page;
const receivers: Receiver[] = [];

beforeAll(async () => {
  // The hub may call the sibling apps on loopback (as `pnpm start` allows for the local demo).
  [hub, browser] = await Promise.all([startHub({ OUTBOUND_ALLOW: '127.0.0.1/32' }), launch()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
  await hub?.close();
  for (const r of receivers) await r.close();
});

/** Registers a running example sibling app in the signed-in organisation (the page's session). */
async function sibling(name: string): Promise<{ id: string; receiver: Receiver }> {
  const receiver = await startReceiver(hub.url);
  receivers.push(receiver);
  const res = await page.request.post(`${hub.url}/api/ecosystem/apps`, {
    headers: { origin: hub.url },
    data: {
      name,
      url: receiver.url,
      description: 'A sibling app',
      appCategory: 'Personal Brand',
      category: 'core',
      catalogueCategory: null,
      features: [],
      benefits: [],
      pricing: { monthly: 0, annual: 0, lifetime: 0, oneTime: 0 },
      pricing_tier: 'free',
      white_label_ready: false,
      super_admin_access: false,
      published: true,
      allowedOrigins: [receiver.url],
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { app: { id: string }; signingSecret: string; publishableKey: string };
  receiver.become({ id: body.app.id, secret: body.signingSecret, publishableKey: body.publishableKey });
  return { id: body.app.id, receiver };
}

describe('Webhook Deployment Center and Phase 3', () => {
  it('bulk deploys with the progress bar reaching 100, then integrates and shows live events', async () => {
    await page.goto(`${hub.url}/signup`);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Organisation name').fill('Analytical Engines');
    await page.getByLabel('Email').fill('ada@example.test');
    await page.getByLabel('Password').fill('difference-engine-1843');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${hub.url}/dashboard`);
    const shop = await sibling('Shop');
    await sibling('Studio');

    await page.goto(`${hub.url}/webhooks`);
    await page.getByTestId('app-shop').waitFor();
    const bar = page.getByRole('progressbar', { name: 'Deployment progress' });
    expect(await bar.getAttribute('data-percent')).toBe('0');
    await page.getByRole('button', { name: 'Deploy to All Applications' }).click();
    await toast(page, 'Webhooks Deployed', 'Successfully deployed to 2/2 applications');
    expect(await bar.getAttribute('data-percent')).toBe('100');
    expect(shop.receiver.deployed()).toMatchObject({ app_id: shop.id });
    await screenshots(page, 'webhooks');

    await page.goto(`${hub.url}/phase3`);
    const card = page.getByTestId('integration-shop');
    await card.getByText('not started').waitFor();
    await card.getByRole('button', { name: 'Integrate' }).click();
    await toast(page, 'Integration Started', 'Integrating Shop');
    await card.getByText('active', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Integrate' }).isDisabled()).toBe(true);

    // The sibling app reports a sign-up to the hub (signed by its SDK client): the live list shows it.
    await page.getByText('No recent events').waitFor();
    const signup = await fetch(`${shop.receiver.url}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.test' }),
    });
    expect(signup.status).toBe(201);
    await page.getByTestId('live-events').getByText('user.signup').waitFor();
    await screenshots(page, 'phase3');
  });
});
