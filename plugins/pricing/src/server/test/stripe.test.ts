import { coreServices } from '@ecohub/core';
import { FakeClock, testDialects } from '@ecohub/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeClient } from '../stripe/provider.ts';
import { json, pricingHub } from './harness.ts';
import { startStripeStandIn } from './stripe-stand-in.ts';

const SECRET = 'whsec_test_ecohub';
const KEY = 'sk_test_standin_0000abcd';
const signer = stripeClient('sk_test_signer').webhooks;

describe.each(testDialects)('Stripe adapter against a local stand-in on %s', (dialect) => {
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let clock: FakeClock;
  let t: Awaited<ReturnType<typeof pricingHub>>;
  beforeEach(async () => {
    standIn = await startStripeStandIn();
    clock = new FakeClock();
    t = await pricingHub(dialect, {
      clock,
      settings: { STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: standIn.url },
    });
  });
  afterEach(async () => {
    await t.close();
    await standIn.close();
  });

  const deliver = (event: object, opts: { timestamp?: number; tamper?: boolean } = {}) => {
    const payload = JSON.stringify(event);
    const header = signer.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: opts.timestamp ?? Math.floor(clock.now().getTime() / 1000),
    });
    const body = opts.tamper ? payload.replace('"amount_total":0', '"amount_total":1') : payload;
    return t.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body,
    });
  };
  const completed = (id: string, checkoutId: string, orgId: string, sub: string) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${id}`,
        object: 'checkout.session',
        metadata: { checkoutId, orgId },
        customer: `cus_${orgId.slice(0, 8)}`,
        subscription: sub,
        amount_total: 0,
        invoice: null,
        payment_intent: null,
      },
    },
  });
  const lastCheckoutId = async (orgId: string) =>
    (
      await t.hub.ctx.db
        .selectFrom('billingCheckouts')
        .select('id')
        .where('orgId', '=', orgId)
        .orderBy('createdAt', 'desc')
        .executeTakeFirstOrThrow()
    ).id as string;

  it('mirrors the catalogue as products and prices with idempotency keys', async () => {
    const productPosts = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/products');
    expect(productPosts).toHaveLength(22);
    const pro = productPosts.find((r) => r.body.get('id') === 'ecohub_plan_professional');
    expect(pro?.headers['idempotency-key']).toBe('ecohub-product-ecohub_plan_professional');
    expect(pro?.body.get('metadata[popular]')).toBe('true');
    expect(pro?.headers.authorization).toBe(`Bearer ${KEY}`);
    const prices = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices');
    const starter = prices.find((r) => r.body.get('product') === 'ecohub_plan_starter');
    expect(starter?.body.get('unit_amount')).toBe('4900');
    expect(starter?.body.get('recurring[interval]')).toBe('month');
    expect(starter?.headers['idempotency-key']).toBe('ecohub-price-ecohub_plan_starter_month_4900');
    const kvcore = prices.find((r) => r.body.get('product') === 'ecohub_reoss_addon_kvcore_setup');
    expect(kvcore?.body.get('recurring[interval]')).toBeNull();
    const row = await t.hub.ctx.db
      .selectFrom('billingCatalogue')
      .selectAll()
      .where('id', '=', 'plan.starter')
      .executeTakeFirst();
    expect(row?.stripePriceId).toMatch(/^price_/);
  });

  it('creates a subscription Checkout Session with the 14-day trial and no card required', async () => {
    const { agent, orgId, email } = await t.signedIn();
    const res = await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_professional' });
    expect(res.status).toBe(200);
    expect((await json(res)).url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const req = standIn.requests.find((r) => r.path === '/v1/checkout/sessions');
    const checkoutId = await lastCheckoutId(orgId);
    const synced = await t.hub.ctx.db
      .selectFrom('billingCatalogue')
      .select('stripePriceId')
      .where('id', '=', 'plan.professional')
      .executeTakeFirstOrThrow();
    expect(Object.fromEntries(req?.body ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': synced.stripePriceId,
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '14',
      payment_method_collection: 'if_required',
      client_reference_id: orgId,
      customer_email: email,
      'metadata[checkoutId]': checkoutId,
      success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing',
    });
    expect(req?.headers['idempotency-key']).toBe(`ecohub-checkout-${checkoutId}`);
  });

  it('sends calculator totals as inline prices, the one-time item without recurrence', async () => {
    const { agent } = await t.signedIn();
    const res = await agent.post('/api/local-business/checkout', {
      businessType: 'bakery',
      exposureLevel: 'directory',
      zipCodes: '10001,10002',
      naicsCode: 'wellness',
      addons: { lumaraShoutouts: true, autoMatchCrm: false, coBrandedPage: true, placementBoost: false },
      pricing: {
        monthlyBase: 4800,
        annualBase: 51840,
        addons: 2900,
        zipFees: 1900,
        total: 9600,
        annualTotal: 103680,
        oneTime: 9900,
      },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test/);
    const body = standIn.requests.find((r) => r.path === '/v1/checkout/sessions')?.body as URLSearchParams;
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('4800');
    expect(body.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(body.get('line_items[1][price_data][unit_amount]')).toBe('1900');
    expect(body.get('line_items[2][price]')).toMatch(/^price_/); // Lumara Shoutouts, synced
    expect(body.get('line_items[3][price]')).toMatch(/^price_/); // Co-Branded Page, one-time price
    expect(body.get('subscription_data[trial_period_days]')).toBeNull();
  });

  it('verifies webhook signatures: valid, tampered, stale and missing', async () => {
    const { agent, orgId } = await t.signedIn();
    await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_starter' });
    const checkoutId = await lastCheckoutId(orgId);
    const event = completed('evt_valid', checkoutId, orgId, 'sub_1');

    const tampered = await deliver(event, { tamper: true });
    expect(tampered.status).toBe(400);
    expect((await json(tampered)).message).toMatch(/^Webhook signature verification failed/);
    const stale = await deliver(event, { timestamp: Math.floor(clock.now().getTime() / 1000) - 301 });
    expect(stale.status).toBe(400);
    const missing = await t.request('/api/stripe/webhook', { method: 'POST', body: JSON.stringify(event) });
    expect(missing.status).toBe(400);
    expect((await json(await agent.get('/api/billing/subscription'))).subscriptions).toEqual([]);

    const ok = await deliver(event, { timestamp: Math.floor(clock.now().getTime() / 1000) - 299 });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ received: true, result: 'processed' });
    const overview = await json(await agent.get('/api/billing/subscription'));
    expect(overview.subscriptions[0]).toMatchObject({
      planId: 'starter',
      status: 'trialing',
      provider: 'stripe',
    });
    expect((await t.hub.ctx.use(coreServices).orgs.get(orgId))?.plan).toBe('starter');
  });

  it('fulfils the same event delivered 5 times concurrently exactly once', async () => {
    const { agent, orgId } = await t.signedIn();
    await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_enterprise' });
    const checkoutId = await lastCheckoutId(orgId);
    const event = completed('evt_dup', checkoutId, orgId, 'sub_dup');
    (event.data.object as { amount_total: number }).amount_total = 0;
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(results.map(async (r) => (await json(r)).result));
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(4);
    const db = t.hub.ctx.db;
    expect(
      await db.selectFrom('billingSubscriptions').selectAll().where('orgId', '=', orgId).execute(),
    ).toHaveLength(1);
    expect(
      await db.selectFrom('billingEvents').selectAll().where('id', '=', 'evt_dup').execute(),
    ).toHaveLength(1);

    // Renewal invoices, failures and cancellation follow the subscription; a repeated invoice pays once.
    const invoice = {
      id: 'evt_inv',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          amount_paid: 39900,
          parent: { subscription_details: { subscription: 'sub_dup' } },
          lines: { data: [{ period: { end: 1_800_000_000 } }] },
        },
      },
    };
    await deliver(invoice);
    await deliver({ ...invoice, id: 'evt_inv_retry' });
    const payments = (await json(await agent.get('/api/billing/payments'))).payments;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 39900, status: 'paid', provider: 'stripe' });
    let sub = (await json(await agent.get('/api/billing/subscription'))).subscriptions[0];
    expect(sub).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(1_800_000_000_000).toISOString(),
    });

    await deliver({
      id: 'evt_fail',
      object: 'event',
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_2',
          object: 'invoice',
          parent: { subscription_details: { subscription: 'sub_dup' } },
        },
      },
    });
    sub = (await json(await agent.get('/api/billing/subscription'))).subscriptions[0];
    expect(sub.status).toBe('past_due');
    await deliver({
      id: 'evt_del',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: 'sub_dup',
          object: 'subscription',
          status: 'canceled',
          trial_end: null,
          items: { data: [] },
        },
      },
    });
    sub = (await json(await agent.get('/api/billing/subscription'))).subscriptions[0];
    expect(sub.status).toBe('canceled');
    expect((await t.hub.ctx.use(coreServices).orgs.get(orgId))?.plan).toBe('canceled');
    await expect(t.hub.ctx.quotas.check(orgId, 'contacts', 1)).rejects.toMatchObject({ status: 402 });
  });

  it('moves a Stripe subscription to the recommended plan when a super admin implements it', async () => {
    const { agent, orgId } = await t.signedIn();
    await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_starter' });
    await deliver(completed('evt_tier', await lastCheckoutId(orgId), orgId, 'sub_tier'));
    await t.hub.ctx.quotas.check(orgId, 'contacts', 990);
    const sa = await t.signedIn({ superAdmin: true, elevated: true });
    const res = await sa.agent.post(
      `/api/adaptive-pricing/${encodeURIComponent(`${orgId}:starter`)}/implement`,
    );
    expect(res.status).toBe(200);
    const update = standIn.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_tier',
    );
    const pro = await t.hub.ctx.db
      .selectFrom('billingCatalogue')
      .select('stripePriceId')
      .where('id', '=', 'plan.professional')
      .executeTakeFirstOrThrow();
    expect(update?.body.get('items[0][id]')).toBe('si_sub_tier');
    expect(update?.body.get('items[0][price]')).toBe(pro.stripePriceId);
    expect(update?.headers['idempotency-key']).toBe(`ecohub-tier-${orgId}:starter`);
    const sub = (await json(await agent.get('/api/billing/subscription'))).subscriptions[0];
    expect(sub).toMatchObject({ planId: 'professional', monthlyAmount: 14900 });
  });

  it('tests the connection, opens the customer portal, and masks the keys', async () => {
    const admin = await t.signedIn({ superAdmin: true, elevated: true });
    const test = await admin.agent.post('/api/billing/provider/test');
    expect(await json(test)).toEqual({
      ok: true,
      provider: 'stripe',
      message: 'Connected to Stripe (test mode)',
    });
    expect(standIn.requests.some((r) => r.path === '/v1/balance')).toBe(true);
    const status = await admin.agent.get('/api/billing/provider');
    const text = await status.text();
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(SECRET);
    expect(JSON.parse(text)).toEqual({
      provider: 'stripe',
      keys: [
        { name: 'STRIPE_SECRET_KEY', mode: 'test', last4: 'abcd', configured: true },
        { name: 'STRIPE_WEBHOOK_SECRET', mode: 'test', last4: 'ohub', configured: true },
      ],
    });

    const { agent, orgId } = await t.signedIn();
    expect((await agent.post('/api/billing/portal')).status).toBe(409);
    await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_starter' });
    await deliver(completed('evt_portal', await lastCheckoutId(orgId), orgId, 'sub_p'));
    const portal = await agent.post('/api/billing/portal');
    expect(await json(portal)).toEqual({ url: 'https://billing.stripe.test/session' });
    const req = standIn.requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(req?.body.get('customer')).toBe(`cus_${orgId.slice(0, 8)}`);
  });
});
