import { testDialects } from '@ecohub/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueItem,
  EXPOSURE_LEVELS,
  INDUSTRIES,
  localBusinessPricing,
  localBusinessRates,
  REOSS_ADDONS,
  REOSS_TIERS,
  reossPricing,
  reossRates,
} from '../../shared/index.ts';
import { checkoutIdOf, form, json, pricingHub, TEST_CARD } from './harness.ts';

const lb = {
  businessType: 'bakery',
  exposureLevel: 'ai_recommended',
  zipCodes: '1,2,3,4,5,6',
  naicsCode: 'nonprofit',
  addons: { lumaraShoutouts: false, autoMatchCrm: true, coBrandedPage: true, placementBoost: false },
  pricing: {
    monthlyBase: 8600,
    annualBase: 92880,
    addons: 5900,
    zipFees: 4900,
    total: 19400,
    annualTotal: 209520,
    oneTime: 9900,
  },
};

describe.each(testDialects)('calculator checkouts on %s', (dialect) => {
  it('sells the local-business package with the co-branded page charged once, and mails a receipt', async () => {
    const t = await pricingHub(dialect);
    const { agent, email } = await t.signedIn();
    const res = await agent.post('/api/local-business/checkout', lb);
    expect(res.status).toBe(200);
    const { checkout_url } = await json(res);
    const path = `/checkout/${checkoutIdOf(checkout_url)}`;
    const page = await (await agent.get(path)).text();
    expect(page).toContain('AI Recommended');
    expect(page).toContain('6 ZIP codes');
    expect(page).toContain('Co-Branded Page');
    expect(page).toContain('$293.00'); // 194 monthly + 99 once, due today
    expect((await agent.request('POST', path, form(TEST_CARD).body, form(TEST_CARD).headers)).status).toBe(
      303,
    );
    const overview = await json(await agent.get('/api/billing/subscription'));
    expect(overview.subscriptions[0]).toMatchObject({
      productLine: 'local_business',
      planId: 'ai_recommended',
      status: 'active',
      monthlyAmount: 19400,
      addons: ['autoMatchCrm', 'coBrandedPage'],
    });
    expect(overview.plan).toBe('trial'); // a calculator purchase is not a hub plan
    const payments = (await json(await agent.get('/api/billing/payments'))).payments;
    expect(payments.map((p: { amount: number }) => p.amount)).toEqual([29300]);
    const mail = await t.hub.ctx.db.selectFrom('outbox').selectAll().where('toAddress', '=', email).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Payment received: $293.00', template: 'payment' });
    expect(mail[0]?.text).toContain(
      'For: AI Recommended (nonprofit × 0.75), 6 ZIP codes, Auto-Match CRM, Co-Branded Page',
    );
    await t.close();
  });

  it('refuses totals the server does not compute, unknown options and missing choices', async () => {
    const t = await pricingHub(dialect);
    const { agent } = await t.signedIn();
    const wrong = await agent.post('/api/local-business/checkout', {
      ...lb,
      pricing: { ...lb.pricing, total: 100 },
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).issues).toEqual([
      { path: 'pricing.total', message: 'Expected 19400, the current price' },
    ]);
    const missing = await agent.post('/api/local-business/checkout', {
      ...lb,
      businessType: undefined,
      exposureLevel: '',
    });
    expect(missing.status).toBe(400);
    const body = await json(missing);
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'businessType',
      'exposureLevel',
    ]);
    expect(body.issues[0].message).toBe('Please select business type and exposure level');
    const unknownAddon = await agent.post('/api/local-business/checkout', {
      ...lb,
      addons: { ...lb.addons, goldStar: true },
    });
    expect(unknownAddon.status).toBe(400);
    const reossWrong = await agent.post('/api/reoss/checkout', {
      tier: 'pro',
      addons: ['soulscan'],
      pricing: { plan: 29900, monthlyAddons: 4900, oneTimeAddons: 0, monthlyTotal: 34800, annualTotal: 1 },
    });
    expect(reossWrong.status).toBe(400);
    expect((await json(reossWrong)).issues[0].path).toBe('pricing.annualTotal');
    const reossUnknown = await agent.post('/api/reoss/checkout', {
      tier: 'platinum',
      addons: ['x'],
      pricing: {},
    });
    expect(reossUnknown.status).toBe(400);
    const twice = await agent.post('/api/reoss/checkout', {
      tier: 'pro',
      addons: ['soulscan', 'soulscan'],
      pricing: {
        plan: 29900,
        monthlyAddons: 4900,
        oneTimeAddons: 0,
        monthlyTotal: 34800,
        annualTotal: 375840,
      },
    });
    expect(twice.status).toBe(400);
    expect(await t.hub.ctx.db.selectFrom('billingCheckouts').selectAll().execute()).toEqual([]);
    const anon = await t.request('/api/reoss/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anon.status).toBe(401);
    await t.close();
  });

  it('accepts every total the browser computes with the shared module (property)', async () => {
    const t = await pricingHub(dialect);
    const { agent } = await t.signedIn();
    const { items } = (await json(await agent.get('/api/products'))) as { items: CatalogueItem[] };
    const lbRates = localBusinessRates(items);
    const reRates = reossRates(items);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...EXPOSURE_LEVELS),
        fc.constantFrom(...INDUSTRIES),
        fc.array(fc.stringMatching(/^\d{5}$/), { maxLength: 14 }),
        fc.record({
          lumaraShoutouts: fc.boolean(),
          autoMatchCrm: fc.boolean(),
          coBrandedPage: fc.boolean(),
          placementBoost: fc.boolean(),
        }),
        fc.constantFrom(...REOSS_TIERS),
        fc.subarray([...REOSS_ADDONS]),
        async (exposureLevel, naicsCode, zips, addons, tier, reAddons) => {
          const sel = { exposureLevel, naicsCode, zipCodes: zips.join(', '), addons };
          const a = await agent.post('/api/local-business/checkout', {
            ...sel,
            businessType: 'retail',
            pricing: localBusinessPricing(lbRates, sel),
          });
          expect(a.status).toBe(200);
          const b = await agent.post('/api/reoss/checkout', {
            tier,
            addons: reAddons,
            pricing: reossPricing(reRates, tier, reAddons),
          });
          expect(b.status).toBe(200);
        },
      ),
      { numRuns: 15 },
    );
    await t.close();
  });

  it('sells a REOSS membership: tier and monthly add-ons recurring, KVCore setup once', async () => {
    const t = await pricingHub(dialect);
    const { agent } = await t.signedIn();
    const res = await agent.post('/api/reoss/checkout', {
      tier: 'brokerage',
      addons: ['lead_bundle', 'kvcore_setup'],
      pricing: {
        plan: 99900,
        monthlyAddons: 19900,
        oneTimeAddons: 35000,
        monthlyTotal: 119800,
        annualTotal: 1293840 + 35000,
      },
    });
    expect(res.status).toBe(200);
    const path = `/checkout/${checkoutIdOf((await json(res)).checkout_url)}`;
    expect((await agent.request('POST', path, form(TEST_CARD).body, form(TEST_CARD).headers)).status).toBe(
      303,
    );
    const sub = (await json(await agent.get('/api/billing/subscription'))).subscriptions[0];
    expect(sub).toMatchObject({
      productLine: 'reoss',
      planId: 'brokerage',
      monthlyAmount: 119800,
      addons: ['lead_bundle', 'kvcore_setup'],
    });
    expect((await json(await agent.get('/api/billing/payments'))).payments[0].amount).toBe(119800 + 35000);
    await t.close();
  });
});
