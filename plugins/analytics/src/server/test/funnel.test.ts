import { createTestHub, FakeClock, type TestHub, testDialects } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsHub } from '../hub.ts';
import analytics from '../index.ts';
import { FUNNEL_JOIN, funnelProgress } from '../rollups/funnel.ts';
import { createSite, daysAgo, emitAll, received } from './helpers.ts';

const NOW = Date.parse('2026-06-30T12:00:00Z');

describe.each(testDialects)('funnels on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it('count a visitor at a step only after the steps before it, in order, the same day', async () => {
    const clock = new FakeClock(NOW);
    t = await createTestHub({ dialect, clock, plugins: [ecosystem, analytics] });
    const a = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    const today = daysAgo(clock.now(), 0);
    const yesterday = daysAgo(clock.now(), 1);
    // Cookieless browser visitors: the day's salted hash of the address and user agent.
    const as = (address: string, event: string, at = today, over: Partial<EventReceived> = {}) =>
      received(a.orgId, shop, {
        event,
        occurredAt: at,
        receivedAt: at,
        data: event === 'page' ? { path: '/' } : {},
        client: { address, userAgent: 'Test/1.0' },
        ...over,
      });
    await emitAll(t, [
      // In order: every step.
      as('10.0.0.1', 'page'),
      as('10.0.0.1', 'signup'),
      as('10.0.0.1', 'payment.succeeded'),
      // Signed up before any page view: only the page view counts.
      as('10.0.0.2', 'signup'),
      as('10.0.0.2', 'page'),
      as('10.0.0.2', 'payment.succeeded'),
      // Paid before signing up: the sign-up counts, the payment does not.
      as('10.0.0.3', 'page'),
      as('10.0.0.3', 'payment.succeeded'),
      as('10.0.0.3', 'signup'),
      // Yesterday's page view and today's sign-up are two visitor-days.
      as('10.0.0.4', 'page', yesterday),
      as('10.0.0.4', 'signup'),
      // A failed event is no step.
      as('10.0.0.5', 'page'),
      as('10.0.0.5', 'signup', today, { status: 'error' }),
    ]);

    const report = await (await a.agent.get(`/api/analytics?site=${shop}`)).json();
    expect(report.funnel).toMatchObject({ siteId: shop, approximate: false });
    // Independent unique counts would say 5 / 5 / 3.
    expect(report.funnel.steps).toEqual([
      { step: 'page', visitors: 5, rate: 100 },
      { step: 'signup', visitors: 2, rate: 40 },
      { step: 'payment.succeeded', visitors: 1, rate: 20 },
    ]);
    expect(report.insights.dropOff).toMatchObject({ siteId: shop, from: 'page', to: 'signup', lost: 3 });

    // Progress past a first page view is kept per visitor-day, so another process (or a restart)
    // carries on where this one left off.
    const progress = await t.hub.ctx.db
      .selectFrom('analyticsFunnelProgress' as never)
      .select(['reached' as never])
      .execute();
    expect((progress as { reached: string }[]).map((p) => p.reached).sort()).toEqual([
      ['page', 'signup'].join(FUNNEL_JOIN),
      ['page', 'signup', 'payment.succeeded'].join(FUNNEL_JOIN),
    ]);
    const { visitors } = t.hub.running('analytics').setup as {
      visitors: { of(e: EventReceived): string | Promise<string> };
    };
    const restarted = funnelProgress({ db: t.hub.ctx.db } as unknown as AnalyticsHub);
    const e = as('10.0.0.3', 'payment.succeeded');
    const steps = ['page', 'signup', 'payment.succeeded'];
    const row = await restarted.advance(
      { orgId: a.orgId, siteId: shop, day: today.slice(0, 10), event: e.event },
      await visitors.of(e),
      steps,
    );
    expect(row).toMatchObject({ dimension: 'funnel', key: steps.join(FUNNEL_JOIN), hits: 1 });
    // Another organisation's report has none of it.
    const b = await t.signedIn();
    expect((await (await b.agent.get('/api/analytics')).json()).funnel).toBeNull();
  });

  it("forget a purged day's progress, whichever site's event moved the day on", async () => {
    t = await createTestHub({ dialect, plugins: [ecosystem, analytics] });
    const funnels = funnelProgress({ db: t.hub.ctx.db } as unknown as AnalyticsHub);
    const steps = ['page', 'signup', 'payment.succeeded'];
    const reach = (siteId: string, day: string, event: string, visitor: string) =>
      funnels.reach('org', siteId, day, event, visitor, steps);
    expect(await reach('site-a', '2026-06-01', 'page', 'v')).toBe('page');
    expect(await reach('site-a', '2026-06-01', 'signup', 'v')).toBe(['page', 'signup'].join(FUNNEL_JOIN));
    // Another site's event two days later drops 2026-06-01 (nothing was written for it).
    expect(await reach('site-b', '2026-06-03', 'page', 'w')).toBe('page');
    // Back on the dropped day, site-a's visitor starts over: the payment is no next step.
    expect(await reach('site-a', '2026-06-01', 'payment.succeeded', 'v')).toBeNull();
    expect(await reach('site-a', '2026-06-01', 'page', 'v')).toBe('page');
  });
});
