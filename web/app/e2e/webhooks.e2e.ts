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

/** The organisation's webhook configurations as the API reads them. */
async function configs(): Promise<
  Array<{
    app: string;
    app_id: string;
    version: number;
    listeners: unknown[];
    triggers: Array<{ action: string; forward_to: string[] }>;
  }>
> {
  const res = await page.request.get(`${hub.url}/api/webhook-configs`);
  return ((await res.json()) as { configs: never[] }).configs;
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

  it('edits a configuration field by field: the server’s issues under their fields, then saved', async () => {
    // (the organisation and its Shop and Studio apps from the test above)
    const before = await configs();
    const of = (name: string) => {
      const c = before.find((x) => x.app === name);
      if (!c) throw new Error(`no configuration for ${name}`);
      return c;
    };
    const [shop, studio] = [of('Shop').app_id, of('Studio').app_id];
    await page.goto(`${hub.url}/webhooks`);
    await page.getByRole('tab', { name: 'Configurations' }).click();
    const card = page.getByTestId(`config-${shop}`);
    await card.getByRole('button', { name: 'Add listener' }).click();
    await card.getByRole('button', { name: 'Add trigger' }).click();
    // The new rows come after the app's current ones (its default listener).
    const listener = card.getByTestId('listener-row').last();
    const trigger = card.getByTestId('trigger-row').last();
    await listener.getByLabel('Event').fill('order paid');
    // A trigger offers the organisation's other apps only (not Shop itself).
    const targets = trigger.getByRole('checkbox');
    expect(await targets.count()).toBe(1);
    expect(await trigger.getByLabel('Studio').count()).toBe(1);

    // Nothing ticked and an event name with a space: the server's 400 issues, each under its field.
    await card.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Invalid Configuration');
    await listener
      .getByTestId('field-error')
      .getByText('Event may hold letters, digits and . _ : - (or be *)')
      .waitFor();
    expect(await listener.getByLabel('Event').getAttribute('aria-invalid')).toBe('true');
    expect(await listener.getByLabel('Path').getAttribute('aria-invalid')).toBe('false');
    await trigger.getByTestId('field-error').getByText('Forward to at least one application').waitFor();
    expect((await configs()).find((c) => c.app_id === shop)).toMatchObject({
      version: of('Shop').version,
      triggers: of('Shop').triggers,
    });
    await screenshots(page, 'webhooks-config-issues');

    await listener.getByLabel('Event').fill('order.paid');
    await trigger.getByLabel('When the application sends').fill('order.paid');
    await trigger.getByLabel('Studio').check();
    await card.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Configuration Saved');
    await page
      .getByTestId(`config-${shop}`)
      .getByText(`Version ${of('Shop').version + 1}`)
      .waitFor();
    expect(await page.getByTestId('field-error').count()).toBe(0);
    expect((await configs()).find((c) => c.app_id === shop)).toMatchObject({
      listeners: [...of('Shop').listeners, { event: 'order.paid', path: '/ecohub/webhooks' }],
      triggers: [...of('Shop').triggers, { action: 'order.paid', forward_to: [studio] }],
    });
    // The form shows what was saved (the card is drawn afresh from the server's answer).
    const saved = page.getByTestId(`config-${shop}`).getByTestId('trigger-row').last();
    expect(await saved.getByLabel('Studio').isChecked()).toBe(true);
  });
});
