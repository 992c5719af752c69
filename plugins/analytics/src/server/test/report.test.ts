import { createTestHub, FakeClock, type TestHub, testDialects } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import pricing from '@ecohub/plugin-pricing';
import { afterEach, describe, expect, it } from 'vitest';
import analytics from '../index.ts';
import { createSite, daysAgo, emitAll, received } from './helpers.ts';

const NOW = Date.parse('2026-06-30T12:00:00Z');

describe.each(testDialects)('analytics on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  const start = async () => {
    const clock = new FakeClock(NOW);
    t = await createTestHub({ dialect, clock, plugins: [ecosystem, analytics] });
    return clock.now();
  };

  it('rolls events up per site and keeps each organisation to its own sites', async () => {
    const now = await start();
    const a = await t.signedIn();
    const b = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    const blog = await createSite(a.agent, 'Blog');
    const other = await createSite(b.agent, 'Other');
    const at = daysAgo(now, 1);
    const page = (site: string, visitor: string, data: Record<string, unknown>) =>
      received(a.orgId, site, { occurredAt: at, user: visitor, data });
    await emitAll(t, [
      page(shop, 'v1', { path: '/', url: 'https://shop.example.com/', referrer: 'https://www.google.com/' }),
      page(shop, 'v1', {
        path: '/pricing',
        url: 'https://shop.example.com/pricing',
        referrer: 'https://shop.example.com/',
      }),
      page(shop, 'v2', { path: '/', url: 'https://shop.example.com/', referrer: 'https://t.co/x' }),
      page(shop, 'v3', { path: '/pricing', url: 'https://shop.example.com/pricing' }),
      page(blog, 'v4', {
        path: '/post',
        url: 'https://blog.example.com/post',
        referrer: 'https://bing.com/',
      }),
      received(a.orgId, shop, { occurredAt: at, user: 'v1', event: 'signup' }),
      received(a.orgId, shop, {
        occurredAt: at,
        user: 'v1',
        event: 'payment.succeeded',
        source: 'server',
        data: { amount: 4900 },
      }),
      // A browser cannot claim revenue.
      received(a.orgId, shop, {
        occurredAt: at,
        user: 'v2',
        event: 'payment.succeeded',
        data: { amount: 999_999 },
      }),
      received(b.orgId, other, { occurredAt: at, user: 'x', data: { path: '/secret' } }),
    ]);

    const res = await a.agent.get('/api/analytics');
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report.period).toBe('30d');
    expect(report.summary.visitors).toMatchObject({ value: 4, previous: 0, approximate: true });
    expect(report.summary.revenue.value).toBe(49);
    expect(report.summary.activeUsers.value).toBe(1);
    const shopCard = report.sites.find((s: { id: string }) => s.id === shop);
    expect(shopCard).toMatchObject({ name: 'Shop', conversions: 3, revenue: 49 });
    expect(shopCard.visitors.value).toBe(3);
    expect(shopCard.topPages).toEqual([
      { path: '/', views: 2 },
      { path: '/pricing', views: 2 },
    ]);
    expect(report.sources.map((s: { source: string; visits: number }) => [s.source, s.visits])).toEqual([
      ['organic', 2],
      ['social', 1],
      ['direct', 1],
    ]);
    expect(report.funnel).toMatchObject({ siteId: shop });
    // In order per visitor: v2's payment came without a sign-up.
    expect(report.funnel.steps.map((s: { visitors: number }) => s.visitors)).toEqual([3, 1, 1]);
    expect(report.insights.strongest).toMatchObject({ siteId: shop });
    expect(report.insights.dropOff).toMatchObject({
      siteId: blog,
      from: 'page',
      to: 'signup',
      dropRate: 100,
    });
    expect(JSON.stringify(report)).not.toContain('/secret');

    const theirs = await (await b.agent.get('/api/analytics')).json();
    expect(theirs.sites.map((s: { id: string }) => s.id)).toEqual([other]);
    expect(theirs.summary.visitors.value).toBe(1);
    expect(theirs.summary.revenue.value).toBe(0);
    expect((await b.agent.get(`/api/analytics?site=${shop}`)).status).toBe(404);
    expect((await t.request('/api/analytics')).status).toBe(401);

    const bad = await a.agent.get('/api/analytics?period=2w');
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues.map((i: { path: string }) => i.path)).toEqual(['period']);
  });

  it('changes every figure with the period and the funnel with the site selector', async () => {
    const now = await start();
    const a = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    const blog = await createSite(a.agent, 'Blog');
    const events = [];
    // Each age adds a different amount of everything, so each period sums differently.
    for (const [age, count] of [
      [2, 1],
      [20, 2],
      [60, 3],
      [200, 4],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const occurredAt = daysAgo(now, age);
        const who = `v-${age}-${i}`;
        events.push(
          received(a.orgId, shop, {
            occurredAt,
            user: who,
            data: { path: '/', referrer: 'https://google.com/' },
          }),
        );
        events.push(received(a.orgId, shop, { occurredAt, user: who, event: 'signup' }));
        events.push(
          received(a.orgId, shop, {
            occurredAt,
            user: who,
            event: 'payment.succeeded',
            source: 'server',
            data: { amount: 1000 * (i + 1) },
          }),
        );
      }
    }
    events.push(received(a.orgId, blog, { occurredAt: daysAgo(now, 1), user: 'b1', data: { path: '/' } }));
    await emitAll(t, events);

    const figures = async (period: string) => {
      const res = await a.agent.get(`/api/analytics?period=${period}`);
      const r = await res.json();
      expect(res.status, JSON.stringify(r)).toBe(200);
      return [
        r.summary.visitors.value,
        r.summary.revenue.value,
        r.summary.activeUsers.value,
        r.sources[0]?.visits,
      ];
    };
    const all = await Promise.all(['7d', '30d', '90d', '1y'].map(figures));
    expect(all).toEqual([
      [2, 10, 1, 1],
      [4, 40, 3, 3],
      [7, 100, 6, 6],
      [11, 200, 10, 10],
    ]);

    const funnelOf = async (site: string) =>
      (await (await a.agent.get(`/api/analytics?site=${site}`)).json()).funnel;
    const shopFunnel = await funnelOf(shop);
    const blogFunnel = await funnelOf(blog);
    expect(shopFunnel.siteId).toBe(shop);
    expect(shopFunnel.steps.map((s: { visitors: number }) => s.visitors)).toEqual([3, 3, 3]);
    expect(blogFunnel.siteId).toBe(blog);
    expect(blogFunnel.steps.map((s: { visitors: number }) => s.visitors)).toEqual([1, 0, 0]);
  });

  it('answers the dashboard stats with last month for comparison', async () => {
    const now = await start();
    const a = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    await emitAll(t, [
      received(a.orgId, shop, {
        occurredAt: daysAgo(now, 3),
        event: 'payment.succeeded',
        source: 'server',
        data: { amount: 12_550 },
      }),
      received(a.orgId, shop, {
        occurredAt: daysAgo(now, 40),
        event: 'payment.succeeded',
        source: 'server',
        data: { amount: 5000 },
      }),
      received(a.orgId, shop, {
        occurredAt: daysAgo(now, 3),
        data: { path: '/', referrer: 'https://www.google.com/' },
      }),
      received(a.orgId, shop, {
        occurredAt: daysAgo(now, 4),
        data: { path: '/', referrer: 'https://duckduckgo.com/' },
      }),
      received(a.orgId, shop, {
        occurredAt: daysAgo(now, 35),
        data: { path: '/', referrer: 'https://bing.com/' },
      }),
      received(a.orgId, shop, {
        occurredAt: daysAgo(now, 3),
        data: { path: '/', referrer: 'https://t.co/' },
      }),
    ]);
    const res = await a.agent.get('/api/dashboard/stats');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      totalRevenue: 125.5,
      traffic: 2,
      automationScore: 0,
      subscribers: null,
      previous: { totalRevenue: 50, traffic: 1, automationScore: 0, subscribers: null },
      currency: 'USD',
      notes: { subscribers: 'Active subscriptions come from the pricing plugin, which is not enabled.' },
    });
    const other = await t.signedIn();
    expect(await (await other.agent.get('/api/dashboard/stats')).json()).toMatchObject({
      totalRevenue: 0,
      traffic: 0,
    });
  });

  it('counts the organisation’s live subscriptions now and a month ago when pricing is enabled', async () => {
    const clock = new FakeClock(NOW);
    t = await createTestHub({ dialect, clock, plugins: [ecosystem, pricing, analytics] });
    const now = clock.now();
    const a = await t.signedIn();
    const b = await t.signedIn();
    // One subscription per organisation and product line.
    const sub = (
      orgId: string,
      productLine: string,
      status: string,
      createdDays: number,
      updatedDays = createdDays,
    ) => ({
      id: crypto.randomUUID(),
      orgId,
      productLine,
      planId: 'starter',
      status,
      provider: 'builtin',
      monthlyAmount: 4900,
      createdAt: daysAgo(now, createdDays),
      updatedAt: daysAgo(now, updatedDays),
    });
    await t.hub.ctx.db
      .insertInto('billingSubscriptions')
      .values([
        sub(a.orgId, 'hub', 'active', 40), // both months
        sub(a.orgId, 'reoss', 'past_due', 5), // this month only
        sub(a.orgId, 'addon:crm', 'trialing', 2), // this month only
        sub(a.orgId, 'local_business', 'canceled', 60, 10), // canceled 10 days ago: last month only
        sub(a.orgId, 'addon:seo', 'canceled', 60, 35), // canceled before the month ago
        sub(b.orgId, 'hub', 'active', 40), // another organisation's
      ])
      .execute();
    const res = await a.agent.get('/api/dashboard/stats');
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats).toMatchObject({ subscribers: 3, previous: { subscribers: 2 } });
    expect(stats.notes.subscribers).toBeUndefined();
    expect(await (await b.agent.get('/api/dashboard/stats')).json()).toMatchObject({
      subscribers: 1,
      previous: { subscribers: 1 },
    });
  });

  it('keeps goals per site, validated', async () => {
    await start();
    const a = await t.signedIn();
    const b = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    expect(await (await a.agent.get(`/api/analytics/goals/${shop}`)).json()).toEqual({
      conversionEvents: ['signup', 'payment.succeeded'],
      funnelSteps: ['page', 'signup', 'payment.succeeded'],
    });
    const goals = { conversionEvents: ['trial'], funnelSteps: ['page', 'trial'] };
    expect((await a.agent.put(`/api/analytics/goals/${shop}`, goals)).status).toBe(200);
    expect(await (await a.agent.get(`/api/analytics/goals/${shop}`)).json()).toEqual(goals);
    expect((await b.agent.put(`/api/analytics/goals/${shop}`, goals)).status).toBe(404);
    const bad = await a.agent.put(`/api/analytics/goals/${shop}`, {
      conversionEvents: [],
      funnelSteps: ['page'],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'conversionEvents',
      'funnelSteps',
    ]);
  });

  it('answers concurrent first reads of every period, which build the same blocks at once', async () => {
    // Each round a new hub: the reads find no block built yet and build overlapping ones together
    // (on PostgreSQL they deadlocked on each other's rows, about one read in 60, before the blocks
    // were inserted in one order).
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      if (round) await t.close();
      const now = await start();
      const a = await t.signedIn();
      const shop = await createSite(a.agent, 'Shop');
      const events = [];
      for (let age = 0; age < 400; age += 3)
        for (let i = 0; i < 3; i++)
          events.push(
            received(a.orgId, shop, {
              occurredAt: daysAgo(now, age),
              user: `v${age}-${i}`,
              data: { path: `/p${i}` },
            }),
          );
      await emitAll(t, events);
      const periods = ['7d', '30d', '90d', '1y', '1y', '90d', '30d', '7d'];
      const answers = await Promise.all(periods.map((p) => a.agent.get(`/api/analytics?period=${p}`)));
      for (const r of answers) statuses.push(r.status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses).toHaveLength(24);
  });
});
