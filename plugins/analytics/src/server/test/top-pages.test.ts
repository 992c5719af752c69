import { createTestHub, FakeClock, type TestHub, testDialects } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import { afterEach, describe, expect, it } from 'vitest';
import analytics from '../index.ts';
import { createSite, daysAgo, emitAll, received } from './helpers.ts';

describe.each(testDialects)('top pages on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it('are each site’s five most viewed paths of the period, summed over days and blocks', async () => {
    const clock = new FakeClock(Date.parse('2026-06-30T12:00:00Z'));
    t = await createTestHub({ dialect, clock, plugins: [ecosystem, analytics] });
    const a = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    const blog = await createSite(a.agent, 'Blog');
    const events: EventReceived[] = [];
    // Path /p<i> gets i views, half of them 20 days ago (a closed block), half today.
    for (let i = 1; i <= 8; i++)
      for (let v = 0; v < i; v++)
        events.push(
          received(a.orgId, shop, {
            occurredAt: daysAgo(clock.now(), v % 2 ? 20 : 0),
            user: `u${v}`,
            data: { path: `/p${i}` },
          }),
        );
    events.push(
      received(a.orgId, blog, { occurredAt: daysAgo(clock.now(), 3), user: 'b', data: { path: '/' } }),
    );
    // Older than the period: not counted.
    events.push(
      received(a.orgId, shop, { occurredAt: daysAgo(clock.now(), 45), user: 'x', data: { path: '/p1' } }),
    );
    await emitAll(t, events);
    const r = await (await a.agent.get('/api/analytics?period=30d')).json();
    const card = (id: string) => r.sites.find((s: { id: string }) => s.id === id);
    expect(card(shop).topPages).toEqual([
      { path: '/p8', views: 8 },
      { path: '/p7', views: 7 },
      { path: '/p6', views: 6 },
      { path: '/p5', views: 5 },
      { path: '/p4', views: 4 },
    ]);
    expect(card(blog).topPages).toEqual([{ path: '/', views: 1 }]);
  });
});
