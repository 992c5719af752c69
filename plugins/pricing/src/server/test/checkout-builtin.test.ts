import { coreServices } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { checkoutIdOf, DECLINED_CARD, form, json, pricingHub, TEST_CARD } from './harness.ts';

describe.each(testDialects)('built-in checkout on %s', (dialect) => {
  it('sells a plan: hosted page, declined card, test card, trial subscription, plan set, no second fulfilment', async () => {
    const t = await pricingHub(dialect);
    const { agent, orgId } = await t.signedIn({ role: 'owner' });
    const res = await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_professional' });
    expect(res.status).toBe(200);
    const { url } = await json(res);
    expect(url).toMatch(/^http:\/\/localhost:3000\/checkout\/[0-9a-f-]{36}$/);
    const path = new URL(url).pathname;

    const page = await agent.get(path);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Professional');
    expect(text).toContain('$149.00 / month');
    expect(text).toContain('14-day free trial');
    expect(text).not.toMatch(/<script/i);

    const declined = await agent.request('POST', path, form(DECLINED_CARD).body, form(DECLINED_CARD).headers);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    const subs0 = await json(await agent.get('/api/billing/subscription'));
    expect(subs0.subscriptions).toEqual([]);

    const paid = await agent.request('POST', path, form(TEST_CARD).body, form(TEST_CARD).headers);
    expect(paid.status).toBe(303);
    const loc = paid.headers.get('location') as string;
    expect(loc).toMatch(/^\/success\?session_id=cs_hub_[0-9a-f]{32}$/);

    const overview = await json(await agent.get('/api/billing/subscription'));
    expect(overview.plan).toBe('professional');
    expect(overview.subscriptions).toHaveLength(1);
    expect(overview.subscriptions[0]).toMatchObject({
      planId: 'professional',
      status: 'trialing',
      monthlyAmount: 14900,
    });
    expect(overview.limits).toEqual({ contacts: 10000, users: 10, storageBytes: 10 * 1024 ** 3 });
    const org = await t.hub.ctx.use(coreServices).orgs.get(orgId);
    expect(org?.plan).toBe('professional');
    expect(org?.trialEndsAt).toBe(overview.subscriptions[0].trialEndsAt);
    // The trial charges nothing today.
    expect((await json(await agent.get('/api/billing/payments'))).payments).toEqual([]);

    // Paying the same checkout again changes nothing.
    const again = await agent.request('POST', path, form(TEST_CARD).body, form(TEST_CARD).headers);
    expect(again.status).toBe(410);
    const rows = await t.hub.ctx.db
      .selectFrom('billingSubscriptions')
      .selectAll()
      .where('orgId', '=', orgId)
      .execute();
    expect(rows).toHaveLength(1);
    await t.close();
  });

  it('charges the first month when the organisation already had its trial, and adds add-ons after a plan', async () => {
    const t = await pricingHub(dialect);
    const { agent } = await t.signedIn();
    const addonFirst = await agent.post('/api/stripe/create-checkout-session', {
      priceId: 'price_training_hub',
    });
    expect(addonFirst.status).toBe(409);
    expect((await json(addonFirst)).message).toBe('Choose a plan before adding an add-on');

    const pay = async (priceId: string, card = TEST_CARD) => {
      const { url } = await json(await agent.post('/api/stripe/create-checkout-session', { priceId }));
      return agent.request('POST', new URL(url).pathname, form(card).body, form(card).headers);
    };
    expect((await pay('price_starter', { ...TEST_CARD, cardNumber: '' })).status).toBe(303); // trial: no card
    expect((await pay('price_training_hub', { ...TEST_CARD, cardNumber: '' })).status).toBe(400); // due today: card needed
    expect((await pay('price_training_hub')).status).toBe(303);
    expect((await pay('price_professional')).status).toBe(303);
    const overview = await json(await agent.get('/api/billing/subscription'));
    const hubSub = overview.subscriptions.find((s: any) => s.productLine === 'hub');
    expect(hubSub).toMatchObject({ planId: 'professional', status: 'active', trialEndsAt: null });
    expect(overview.subscriptions.find((s: any) => s.productLine === 'addon:training_hub')).toMatchObject({
      status: 'active',
    });
    const payments = (await json(await agent.get('/api/billing/payments'))).payments;
    expect(payments.map((p: any) => p.amount).sort()).toEqual([14900, 8900].sort());
    expect(
      (await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_professional' })).status,
    ).toBe(409);
    await t.close();
  });

  it('rejects bad input with 400 and issues, and needs an admin of a signed-in organisation', async () => {
    const t = await pricingHub(dialect);
    const { agent } = await t.signedIn({ role: 'admin' });
    const missing = await agent.post('/api/stripe/create-checkout-session', {});
    expect(missing.status).toBe(400);
    expect((await json(missing)).issues[0].path).toBe('priceId');
    const unknown = await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_gold' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).issues).toEqual([{ path: 'priceId', message: 'No product has this price' }]);
    const notJson = await agent.request('POST', '/api/stripe/create-checkout-session', 'priceId=x', {
      'content-type': 'text/plain',
    });
    expect(notJson.status).toBe(415);
    const anon = await t.request('/api/stripe/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ priceId: 'price_starter' }),
    });
    expect(anon.status).toBe(401);
    const member = await t.signedIn({ role: 'member' });
    expect(
      (await member.agent.post('/api/stripe/create-checkout-session', { priceId: 'price_starter' })).status,
    ).toBe(403);
    const bad = await agent.get('/checkout/not-a-uuid');
    expect(bad.status).toBe(400);
    const { url } = await json(
      await agent.post('/api/stripe/create-checkout-session', { priceId: 'price_starter' }),
    );
    const path = new URL(url).pathname;
    const letters = await agent.request('POST', path, 'cardNumber=abcd', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(letters.status).toBe(400);
    expect(await letters.text()).toContain('Enter a card number');
    const other = form({ ...TEST_CARD, cardNumber: '5555 5555 5555 4444' });
    const unknownCard = await agent.request('POST', path, other.body, other.headers);
    expect(unknownCard.status).toBe(400);
    expect(await unknownCard.text()).toContain('Use a test card');
    const noExpiry = form({ ...TEST_CARD, expiry: '13/40' });
    expect((await agent.request('POST', path, noExpiry.body, noExpiry.headers)).status).toBe(400);
    expect((await agent.get(path)).status).toBe(200); // still open after every refusal
    await t.close();
  });

  it("answers 404 for another organisation's checkout and leaves it unchanged", async () => {
    const t = await pricingHub(dialect);
    const a = await t.signedIn();
    const b = await t.signedIn();
    const { url } = await json(
      await a.agent.post('/api/stripe/create-checkout-session', { priceId: 'price_starter' }),
    );
    const path = `/checkout/${checkoutIdOf(url)}`;
    expect((await b.agent.get(path)).status).toBe(404);
    const post = await b.agent.request('POST', path, form(TEST_CARD).body, form(TEST_CARD).headers);
    expect(post.status).toBe(404);
    const row = await t.hub.ctx.db
      .selectFrom('billingCheckouts')
      .selectAll()
      .where('id', '=', checkoutIdOf(url))
      .executeTakeFirst();
    expect(row?.status).toBe('open');
    expect((await json(await b.agent.get('/api/billing/subscription'))).subscriptions).toEqual([]);
    expect((await json(await a.agent.get('/api/billing/subscription'))).subscriptions).toEqual([]);
    await t.close();
  });
  it('lets only a member with the permission that started it open or complete a checkout', async () => {
    // Issue #11, finding 10: any signed-in member (a viewer too) could complete an admin's checkout.
    const t = await pricingHub(dialect);
    const admin = await t.signedIn({ role: 'admin' });
    const { url } = await json(
      await admin.agent.post('/api/stripe/create-checkout-session', { priceId: 'price_starter' }),
    );
    const path = `/checkout/${checkoutIdOf(url)}`;
    for (const role of ['viewer', 'member'] as const) {
      const { agent } = await t.signedIn({ role, orgId: admin.orgId });
      expect((await agent.get(path)).status, role).toBe(403);
      const post = await agent.request('POST', path, form(TEST_CARD).body, form(TEST_CARD).headers);
      expect(post.status, role).toBe(403);
    }
    const row = await t.hub.ctx.db
      .selectFrom('billingCheckouts')
      .select('status')
      .where('id', '=', checkoutIdOf(url))
      .executeTakeFirst();
    expect(row?.status).toBe('open');
    expect((await json(await admin.agent.get('/api/billing/subscription'))).subscriptions).toEqual([]);
    // The admin who started it still completes it.
    const paid = await admin.agent.request('POST', path, form(TEST_CARD).body, form(TEST_CARD).headers);
    expect(paid.status).toBe(303);
    await t.close();
  });
});
