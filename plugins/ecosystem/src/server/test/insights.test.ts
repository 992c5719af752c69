import { coreServices } from '@ecohub/core';
import { createTestHub, FakeClock, type TestHub, testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { ecosystemService } from '../../shared/index.ts';
import ecosystemPlugin from '../index.ts';
import { sampleApp } from './helpers.ts';

const DAY = 86400_000;

describe.each(testDialects)('ecosystem analytics, status, stats and package on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it('computes the dashboard from recorded users and payments, idempotently, per organisation', async () => {
    const clock = new FakeClock();
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin], clock });
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const eco = t.hub.ctx.use(ecosystemService);
    const a = (await (await owner.agent.post('/api/ecosystem/apps', sampleApp({ name: 'A' }))).json()).app;
    const b = (await (await owner.agent.post('/api/ecosystem/apps', sampleApp({ name: 'B' }))).json()).app;
    const foreign = (await (await other.agent.post('/api/ecosystem/apps', sampleApp())).json()).app;

    const empty = await (await owner.agent.get('/api/analytics/dashboard')).json();
    expect(empty).toMatchObject({ totalUsers: 0, monthlyRevenue: 0 });
    // Answered, and null: nothing to compute it from (this expected undefined, which the web filled with 34.7 %).
    expect(empty.crossSellRate).toBeNull();

    const at = clock.now().toISOString();
    const orgId = owner.orgId;
    await eco.activity.recordUser({ orgId, appId: a.id, userKey: 'Ada@example.com', at });
    await eco.activity.recordUser({ orgId, appId: a.id, userKey: 'ada@example.com', at }); // replay
    await eco.activity.recordUser({ orgId, appId: b.id, userKey: 'ada@example.com', at });
    await eco.activity.recordUser({ orgId, appId: b.id, userKey: 'bob@example.com', at });
    await eco.activity.recordUser({ orgId, appId: foreign.id, userKey: 'eve@example.com', at }); // not this org's app
    await eco.activity.recordPayment({
      orgId,
      paymentId: 'p1',
      appId: a.id,
      amount: 4900,
      currency: 'USD',
      paidAt: at,
    });
    await eco.activity.recordPayment({
      orgId,
      paymentId: 'p1',
      appId: a.id,
      amount: 4900,
      currency: 'USD',
      paidAt: at,
    });
    const old = new Date(clock.now().getTime() - 31 * DAY).toISOString();
    await eco.activity.recordPayment({
      orgId,
      paymentId: 'p0',
      appId: b.id,
      amount: 10000,
      currency: 'usd',
      paidAt: old,
    });
    await eco.activity.recordPayment({
      orgId,
      paymentId: 'p2',
      appId: b.id,
      amount: 1050,
      currency: 'usd',
      paidAt: at,
    });

    const dash = await (await owner.agent.get('/api/analytics/dashboard')).json();
    expect(dash).toEqual({
      totalUsers: 2,
      monthlyRevenue: 59.5,
      crossSellRate: 50,
      // Everyone is new (nothing to compare); revenue fell from $100 to $59.50.
      growth: { totalUsers: null, monthlyRevenue: -40.5, crossSellRate: null },
      applications: [
        { id: a.id, name: 'A', users: 1, revenue: 49 },
        { id: b.id, name: 'B', users: 2, revenue: 10.5 },
      ],
    });
    const stats = await (await owner.agent.get('/api/ecosystem/stats')).json();
    expect(stats).toEqual({
      totalApplications: 2,
      whiteLabelReady: 2,
      enterpriseLevel: 0,
      categories: 1,
      publishedApplications: 2,
      trackedUsers: 2,
      activeApplications30d: 2,
      payments30d: 2,
    });
    // The other organisation sees only its own figures.
    const theirs = await (await other.agent.get('/api/analytics/dashboard')).json();
    expect(theirs).toMatchObject({
      totalUsers: 0,
      monthlyRevenue: 0,
      applications: [{ id: foreign.id, users: 0 }],
    });

    clock.advance(31 * DAY);
    await eco.activity.recordUser({
      orgId,
      appId: a.id,
      userKey: 'cy@example.com',
      at: clock.now().toISOString(),
    });
    const later = await t.signedIn({ orgId: owner.orgId });
    const next = await (await later.agent.get('/api/analytics/dashboard')).json();
    expect(next.monthlyRevenue).toBe(0);
    // 2 users a month ago, 3 now (+50 %); 1 of 2 then and 1 of 3 now in two apps (-33.3 %).
    expect(next.growth).toEqual({ totalUsers: 50, monthlyRevenue: -100, crossSellRate: -33.3 });
  });

  it('answers status and the integration package without secrets', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const { agent } = await t.signedIn({ role: 'viewer' });
    const admin = await t.signedIn();
    const created = await (await admin.agent.post('/api/ecosystem/apps', sampleApp())).json();
    const status = await (await admin.agent.get('/api/ecosystem/status')).json();
    // Registered but nothing reported yet: quiet (this expected a fixed 'operational').
    expect(status).toMatchObject({
      status: 'quiet',
      activity: { activeApplications30d: 0, lastEventAt: null },
      registry: { applications: 1, published: 1, withAllowedOrigins: 1 },
      lastChangedAt: created.app.updatedAt,
    });
    expect(await (await agent.get('/api/ecosystem/status')).json()).toMatchObject({
      status: 'empty',
      registry: { applications: 0 },
    });

    const res = await admin.agent.get('/api/ecosystem/integration-package');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      'attachment; filename="ecosystem-integration-package.json"',
    );
    const text = await res.text();
    expect(text).not.toContain('whsec_');
    const pkg = JSON.parse(text);
    expect(pkg.ecosystem.totalValue).toBe(49);
    expect(pkg.ecosystem.apps[0]).toMatchObject({
      id: created.app.id,
      publishableKey: created.publishableKey,
    });
    expect(pkg.ecosystem.crossSellSnippets[created.app.id]).toContain(`app="${created.app.id}"`);
    expect(pkg.instructions.length).toBeGreaterThan(0);
  });

  it("answers the status from the organisation's own activity: operational while an app reports, quiet after 30 days", async () => {
    const clock = new FakeClock();
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin], clock });
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const eco = t.hub.ctx.use(ecosystemService);
    const a = (await (await owner.agent.post('/api/ecosystem/apps', sampleApp({ name: 'A' }))).json()).app;
    await owner.agent.post('/api/ecosystem/apps', sampleApp({ name: 'B' }));
    const theirs = (await (await other.agent.post('/api/ecosystem/apps', sampleApp())).json()).app;
    let agent = owner.agent;
    const status = async () => (await agent.get('/api/ecosystem/status')).json();
    expect((await status()).status).toBe('quiet');

    const at = clock.now().toISOString();
    // Another organisation's activity does not count here.
    await eco.activity.recordUser({ orgId: other.orgId, appId: theirs.id, userKey: 'eve@example.com', at });
    expect((await status()).status).toBe('quiet');
    await eco.activity.recordUser({ orgId: owner.orgId, appId: a.id, userKey: 'ada@example.com', at });
    expect(await status()).toMatchObject({
      status: 'operational',
      activity: { activeApplications30d: 1, lastEventAt: at },
    });
    clock.advance(31 * DAY);
    agent = (await t.signedIn({ orgId: owner.orgId })).agent; // the first session has expired
    expect(await status()).toMatchObject({
      status: 'quiet',
      activity: { activeApplications30d: 0, lastEventAt: null },
    });
  });

  it('refuses bad queries with 400 and anonymous callers with 401 on every read route', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const { agent } = await t.signedIn();
    for (const path of [
      '/api/analytics/dashboard',
      '/api/ecosystem/status',
      '/api/ecosystem/stats',
      '/api/ecosystem/integration-package',
      '/api/ecosystem/apps',
    ]) {
      const bad = await agent.get(`${path}?scope=all`);
      expect(bad.status, path).toBe(400);
      expect((await bad.json()).issues[0].path).toBe('scope');
      expect((await t.request(path)).status, path).toBe(401);
    }
  });
});

describe.each(testDialects)('hub payments on %s', (dialect) => {
  it("count pricing's recorded payments as the platform organisation's revenue, once", async () => {
    const t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    try {
      const orgs = t.hub.ctx.use(coreServices).orgs;
      const platform = await orgs.create({ name: 'Platform', isPlatform: true });
      const { agent } = await t.signedIn({ orgId: platform.id });
      const emit = t.hub.ctx.events.emit as (name: string, payload: unknown) => Promise<void>;
      const paidAt = t.hub.ctx.clock.now().toISOString();
      await emit('pricing.payment-recorded', { paymentId: 'pay_1', amount: 14900, currency: 'usd', paidAt });
      await emit('pricing.payment-recorded', { paymentId: 'pay_1', amount: 14900, currency: 'usd', paidAt });
      await emit('pricing.payment-recorded', {
        paymentId: 'pay_2',
        amount: 4900,
        currency: 'usd',
        status: 'failed',
      });
      await emit('pricing.payment-recorded', { nonsense: true });
      expect((await (await agent.get('/api/analytics/dashboard')).json()).monthlyRevenue).toBe(149);
    } finally {
      await t.close();
    }
  });
});
