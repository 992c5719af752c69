import { coreServices } from '@ecohub/core';
import { FakeClock, type TestHub, testDialects, until } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { pricingService } from '../../shared/services.ts';
import { seedDemo } from '../seed/demo.ts';
import { checkoutIdOf, form, json, pricingCtx, pricingHub, pricingOf, TEST_CARD } from './harness.ts';

/** The result of the renewal job the hourly schedule enqueued for this fire time, once it has run. */
const scheduledRenewal = (t: TestHub, fire: string) =>
  until(async () => {
    const job = await t.hub.ctx.db
      .selectFrom('jobs')
      .select(['status', 'result'])
      .where('uniqueKey', '=', `schedule:pricing-renewals:${fire}`)
      .executeTakeFirst();
    return job?.status === 'completed' ? JSON.parse(job.result ?? 'null') : undefined;
  });

describe.each(testDialects)('catalogue, revenue and payments tab on %s', (dialect) => {
  const buy = async (agent: any, priceId: string, card = TEST_CARD) => {
    const { url } = await json(await agent.post('/api/stripe/create-checkout-session', { priceId }));
    return agent.request('POST', `/checkout/${checkoutIdOf(url)}`, form(card).body, form(card).headers);
  };

  it('lists the seeded catalogue and products publicly, and lets only an elevated super admin edit it', async () => {
    const t = await pricingHub(dialect);
    const products = await json(await t.request('/api/stripe/products'));
    expect(products.products.map((p: any) => [p.name, p.prices[0].amount, p.metadata.popular])).toEqual([
      ['Starter', 4900, 'false'],
      ['Professional', 14900, 'true'],
      ['Enterprise', 39900, 'false'],
      ['Training & Certification Hub', 8900, 'false'],
      ['AI Lead Generation Engine', 19900, 'false'],
      ['Real Estate Toolkit', 12900, 'false'],
      ['Business Process Hub', 16900, 'false'],
    ]);
    expect(products.products[2].metadata.contactSales).toBe('true');
    const { items } = await json(await t.request('/api/products'));
    expect(items).toHaveLength(22);
    expect(items.find((i: any) => i.id === 'reoss_tier.brokerage').features).toContain(
      'Admin Role Management',
    );
    expect(JSON.stringify(items)).not.toContain('stripe');

    const owner = await t.signedIn();
    expect((await owner.agent.patch('/api/billing/catalogue/plan.starter', { amount: 5900 })).status).toBe(
      403,
    );
    const notElevated = await t.signedIn({ superAdmin: true });
    expect(
      (await notElevated.agent.patch('/api/billing/catalogue/plan.starter', { amount: 5900 })).status,
    ).toBe(403);
    const sa = await t.signedIn({ superAdmin: true, elevated: true });
    const bad = await sa.agent.patch('/api/billing/catalogue/plan.starter', { amount: -1, name: '' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).issues.map((i: any) => i.path).sort()).toEqual(['amount', 'name']);
    expect((await sa.agent.patch('/api/billing/catalogue/plan.starter', {})).status).toBe(400);
    expect((await sa.agent.patch('/api/billing/catalogue/plan.gold', { amount: 1 })).status).toBe(404);
    expect((await owner.agent.get('/api/billing/catalogue')).status).toBe(403);
    const all = await json(await sa.agent.get('/api/billing/catalogue'));
    expect(all.items).toHaveLength(22);
    const ok = await sa.agent.patch('/api/billing/catalogue/plan.starter', { amount: 5900 });
    expect(await json(ok)).toMatchObject({ id: 'plan.starter', amount: 5900 });
    expect((await json(await t.request('/api/stripe/products'))).products[0].prices[0].amount).toBe(5900);
    await t.close();
  });

  it('computes the pricing table and revenue from real payments, each organisation seeing only its own', async () => {
    const t = await pricingHub(dialect);
    const empty = await json(await t.request('/api/ecosystem/pricing-table'));
    expect(empty).toEqual({ charitableGiving: { grossRevenue: 0, netProfit: 0, charitableDonation: 0 } });
    const announced: Array<{ amount: number; orgId: string }> = [];
    t.hub.ctx.events.on('pricing.payment-recorded', (p) => {
      announced.push(p);
    });
    const a = await t.signedIn();
    const b = await t.signedIn();
    await buy(a.agent, 'price_starter'); // trial: nothing paid
    await buy(a.agent, 'price_lead_engine'); // 199 now
    await buy(b.agent, 'price_enterprise');
    await buy(b.agent, 'price_training_hub'); // 89 now
    const table = await json(await t.request('/api/ecosystem/pricing-table'));
    expect(table.charitableGiving).toEqual({
      grossRevenue: 28800,
      netProfit: 19296,
      charitableDonation: 3859,
    });

    const ra = await json(await a.agent.get('/api/billing/revenue?days=30'));
    expect(ra).toMatchObject({
      scope: 'organization',
      total: 19900,
      payments: 1,
      activeSubscriptions: 2,
      monthlyRecurring: 4900 + 19900,
    });
    expect((await json(await a.agent.get('/api/billing/payments'))).payments).toHaveLength(1);
    const sa = await t.signedIn({ superAdmin: true, elevated: true });
    const platform = await json(await sa.agent.get('/api/billing/revenue'));
    expect(platform).toMatchObject({ scope: 'platform', days: 30, total: 28800, payments: 2 });
    expect(platform.byProductLine).toEqual(
      expect.arrayContaining([
        { productLine: 'addon:lead_engine', total: 19900, payments: 1 },
        { productLine: 'addon:training_hub', total: 8900, payments: 1 },
      ]),
    );
    expect((await a.agent.get('/api/billing/revenue?days=0')).status).toBe(400);
    expect((await a.agent.get('/api/billing/revenue?days=abc')).status).toBe(400);
    const member = await t.signedIn({ role: 'member', orgId: a.orgId });
    expect((await member.agent.get('/api/billing/payments')).status).toBe(403);
    const services = t.hub.ctx.use(pricingService);
    expect(await services.revenue(a.orgId)).toBe(19900);
    expect(await services.revenue(null)).toBe(28800);
    expect(await services.hasModule(b.orgId, 'training_hub')).toBe(true);
    expect(await services.hasModule(a.orgId, 'training_hub')).toBe(false);
    await t.close();
  });

  it('shows the built-in provider to super admins only, tests it, and cancels a built-in subscription', async () => {
    const t = await pricingHub(dialect);
    const owner = await t.signedIn();
    expect((await owner.agent.get('/api/billing/provider')).status).toBe(403);
    expect((await owner.agent.post('/api/billing/provider/test')).status).toBe(403);
    const sa = await t.signedIn({ superAdmin: true, elevated: true });
    expect(await json(await sa.agent.get('/api/billing/provider'))).toEqual({
      provider: 'builtin',
      keys: [
        { name: 'STRIPE_SECRET_KEY', mode: null, last4: null, configured: false },
        { name: 'STRIPE_WEBHOOK_SECRET', mode: null, last4: null, configured: false },
      ],
    });
    expect(await json(await sa.agent.post('/api/billing/provider/test'))).toEqual({
      ok: true,
      provider: 'builtin',
      message: 'Built-in test checkout is ready with 22 active catalogue items',
    });
    expect((await owner.agent.post('/api/billing/subscription/cancel')).status).toBe(409);
    await buy(owner.agent, 'price_starter');
    const other = await t.signedIn();
    expect((await other.agent.post('/api/billing/subscription/cancel')).status).toBe(409);
    const canceled = await owner.agent.post('/api/billing/subscription/cancel');
    expect(await json(canceled)).toMatchObject({ status: 'canceled', planId: 'starter' });
    expect((await t.hub.ctx.use(coreServices).orgs.get(owner.orgId))?.plan).toBe('canceled');
    expect((await owner.agent.post('/api/billing/subscription/cancel')).status).toBe(409);
    await t.close();
  });

  it('charges built-in renewals once per period with a card, and marks a trial without one past due', async () => {
    const clock = new FakeClock();
    const t = await pricingHub(dialect, { clock });
    const withCard = await t.signedIn();
    const noCard = await t.signedIn();
    await buy(withCard.agent, 'price_starter');
    await buy(noCard.agent, 'price_starter', { ...TEST_CARD, cardNumber: '' });
    expect(await pricingOf(t).renewals.run()).toEqual({ charged: 0, pastDue: 0 });
    // The jump passes the hourly schedule's fire time: its job renews, and a run of our own after it
    // finds nothing left (the two never charge twice, whichever runs first).
    clock.advance(14 * 86_400_000 + 1000);
    expect(await scheduledRenewal(t, '2026-01-14T23:15:00.000Z')).toEqual({ charged: 1, pastDue: 1 });
    expect(await pricingOf(t).renewals.run()).toEqual({ charged: 0, pastDue: 0 });
    // Sessions expire over these weeks: read through the queries the routes use.
    const { subscriptions: subs, revenue } = pricingOf(t);
    expect(await subs.line(withCard.orgId, 'hub')).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2026-02-15T00:00:00.000Z',
    });
    expect((await revenue.payments(withCard.orgId)).map((p) => p.amount)).toEqual([4900]);
    expect((await subs.line(noCard.orgId, 'hub'))?.status).toBe('past_due');
    clock.advance(32 * 86_400_000);
    expect(await scheduledRenewal(t, '2026-02-15T23:15:00.000Z')).toEqual({ charged: 1, pastDue: 0 });
    expect(await pricingOf(t).renewals.run()).toEqual({ charged: 0, pastDue: 0 });
    expect(await revenue.payments(withCard.orgId)).toHaveLength(2);
    await t.close();
  });

  it('recommends tier changes from real usage and implements one on the server', async () => {
    const t = await pricingHub(dialect);
    const busy = await t.signedIn();
    const quiet = await t.signedIn();
    await buy(busy.agent, 'price_starter');
    await buy(quiet.agent, 'price_starter');
    // A bulk import's probes: 2,000 is refused, then bisection settles on 950 (the highest allowed wins).
    await expect(t.hub.ctx.quotas.check(busy.orgId, 'contacts', 2000)).rejects.toMatchObject({ status: 402 });
    await t.hub.ctx.quotas.check(busy.orgId, 'contacts', 950);
    await t.hub.ctx.quotas.check(busy.orgId, 'contacts', 500);
    await t.hub.ctx.quotas.check(quiet.orgId, 'contacts', 10);
    expect((await busy.agent.get('/api/adaptive-pricing')).status).toBe(403);
    const sa = await t.signedIn({ superAdmin: true, elevated: true });
    const data = await json(await sa.agent.get('/api/adaptive-pricing'));
    expect(data.recommendations).toHaveLength(1);
    const rec = data.recommendations[0];
    expect(rec).toMatchObject({
      id: `${busy.orgId}:starter`,
      current_tier: 'Starter',
      recommended_tier: 'Professional',
      confidence: 0.98,
      potential_revenue_increase: 120000,
      implementation_effort: 'low',
      projected_adoption_rate: 0.86,
      implemented: false,
    });
    expect(rec.reasoning[0]).toBe('Uses 950 of 1,000 contacts');
    expect(data.projectedIncrease).toBe(103200);
    expect(data.averageConfidence).toBe(98);
    expect(data.segments).toEqual([
      expect.objectContaining({
        name: 'Starter customers',
        size: 2,
        upgrade_probability: 0.5,
        price_sensitivity: 'low',
      }),
    ]);
    expect((await sa.agent.post('/api/adaptive-pricing/nope:starter/implement')).status).toBe(404);
    expect((await sa.agent.post(`/api/adaptive-pricing/${quiet.orgId}:starter/implement`)).status).toBe(404);
    const done = await sa.agent.post(`/api/adaptive-pricing/${encodeURIComponent(rec.id)}/implement`);
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ current_tier: 'Professional', implemented: true });
    expect((await t.hub.ctx.use(coreServices).orgs.get(busy.orgId))?.plan).toBe('professional');
    expect(
      (await sa.agent.post(`/api/adaptive-pricing/${encodeURIComponent(rec.id)}/implement`)).status,
    ).toBe(409);
    const after = await json(await sa.agent.get('/api/adaptive-pricing'));
    expect(after.recommendations[0]).toMatchObject({ implemented: true, current_tier: 'Professional' });
    await t.close();
  });

  it('seeds the demo organisation as a paying customer, whose billing demo visitors cannot read', async () => {
    const clock = new FakeClock();
    const t = await pricingHub(dialect, { clock });
    const core = t.hub.ctx.use(coreServices);
    const demo = await core.orgs.create({ name: 'Demo', isDemo: true });
    await seedDemo(pricingCtx(t), { orgId: demo.id, ownerId: 'owner' });
    await seedDemo(pricingCtx(t), { orgId: demo.id, ownerId: 'owner' }); // idempotent
    // A demo visitor has a viewer's permissions: billing is for admins (issue #11, finding 6).
    for (const path of ['/api/billing/payments', '/api/billing/revenue', '/api/billing/subscription'])
      expect((await t.request(path, { headers: { 'x-ecohub-demo': '1' } })).status, path).toBe(403);
    const owner = await t.signedIn({ role: 'owner', orgId: demo.id });
    const res = await owner.agent.get('/api/billing/payments');
    expect(res.status).toBe(200);
    expect((await json(res)).payments).toHaveLength(6); // 3 monthly payments × (plan + add-on)
    expect((await core.orgs.get(demo.id))?.plan).toBe('professional');
    const sa = await t.signedIn({ superAdmin: true, elevated: true });
    const adaptive = await json(await sa.agent.get('/api/adaptive-pricing'));
    expect(
      adaptive.recommendations.map((r: any) => [r.application, r.current_tier, r.recommended_tier]),
    ).toEqual([
      ['Sunrise Bakery', 'Starter', 'Professional'],
      ['Harbor Realty Team', 'Professional', 'Enterprise'],
    ]);
    expect(adaptive.segments.map((s: any) => [s.name, s.size])).toEqual([
      ['Starter customers', 2],
      ['Professional customers', 2],
    ]);
    const cancel = await t.request('/api/billing/subscription/cancel', {
      method: 'POST',
      headers: { 'x-ecohub-demo': '1' },
    });
    expect(cancel.status).toBe(403);
    await t.close();
  });
});
