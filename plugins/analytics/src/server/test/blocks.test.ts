import { createTestHub, FakeClock, type TestHub, testDialects } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import { afterEach, describe, expect, it } from 'vitest';
import analytics from '../index.ts';
import { createSite, DAY, daysAgo, emitAll, received } from './helpers.ts';

const NOW = Date.parse('2026-06-30T12:00:00Z');

describe.each(testDialects)('rollup blocks on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it('are built from closed days on first read, and a late event rebuilds them', async () => {
    const clock = new FakeClock(NOW);
    t = await createTestHub({ dialect, clock, plugins: [ecosystem, analytics] });
    const a = await t.signedIn();
    const shop = await createSite(a.agent, 'Shop');
    const visit = (who: string, age: number, over = {}) =>
      received(a.orgId, shop, {
        occurredAt: daysAgo(clock.now(), age),
        user: who,
        data: { path: '/' },
        ...over,
      });
    const events: EventReceived[] = [];
    for (let age = 0; age < 400; age += 3) events.push(visit(`v${age}`, age));
    await emitAll(t, events);
    const figures = async (period: string) => {
      const r = await (await a.agent.get(`/api/analytics?period=${period}`)).json();
      // Exact counts (visitor figures come from sketches): views, and direct visits now and before.
      return [r.sites[0].topPages[0]?.views ?? 0, r.sources[0]?.visits ?? 0, r.sources[0]?.previous ?? 0];
    };
    const expected = (days: number) => {
      const inRange = (from: number, to: number) =>
        events.filter((_, i) => i * 3 >= from && i * 3 < to).length;
      return [inRange(0, days), inRange(0, days), inRange(days, 2 * days)];
    };
    expect(await figures('30d')).toEqual(expected(30));
    expect(await figures('1y')).toEqual(expected(365));
    const blocks = () =>
      t.hub.ctx.db
        .selectFrom('analyticsBlocks' as never)
        .select(['span' as never])
        .execute();
    expect((await blocks()).length).toBeGreaterThan(0);
    // Read again from the stored blocks: the same figures.
    expect(await figures('1y')).toEqual(expected(365));

    // A late event for a closed day: counted at once.
    await emitAll(t, [visit('late', 10), visit('late-b', 200)]);
    const thirty = expected(30);
    expect(await figures('30d')).toEqual([(thirty[0] as number) + 1, (thirty[1] as number) + 1, thirty[2]]);
    const year = expected(365);
    expect(await figures('1y')).toEqual([(year[0] as number) + 2, (year[1] as number) + 2, year[2]]);

    // Days roll over: yesterday closes and goes into blocks; the figures move with the window.
    clock.advance(5 * DAY);
    const moved = await figures('30d');
    const shifted = events.filter((_, i) => i * 3 + 5 < 30).length + 1;
    expect(moved[0]).toBe(shifted);
  });
});
