import { createTestHub, type TestHub, testDialects, until } from '@ecohub/core/testing';
import ecosystem from '@ecohub/plugin-ecosystem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import analytics from '../index.ts';
import { createSite, emitAll, received } from './helpers.ts';

const FLUSH_MS = 100;

describe.each(testDialects)('the rollups flush timer on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it('writes received events within ANALYTICS_FLUSH_MS without a read, and is set only while rows wait', async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    // The flush timer's waits: the only timers of this length in the test.
    const flushTimers = () => timeout.mock.calls.filter(([, ms]) => ms === FLUSH_MS).length;
    t = await createTestHub({
      dialect,
      plugins: [ecosystem, analytics],
      pluginConfig: { analytics: { ANALYTICS_FLUSH_MS: FLUSH_MS } },
      startJobs: true,
    });
    const a = await t.signedIn();
    const site = await createSite(a.agent, 'Shop');
    const hits = async () =>
      Number(
        (
          await t.hub.ctx.db
            .selectFrom('analyticsDaily' as never)
            .select((eb) => eb.fn.sum<number>('hits' as never).as('n'))
            .where('dimension' as never, '=', 'page' as never)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    // Started with nothing to write: no flush timer.
    expect(flushTimers()).toBe(0);

    await emitAll(t, [
      received(a.orgId, site, { data: { path: '/a' } }),
      received(a.orgId, site, { data: { path: '/b' } }),
    ]);
    // One timer for the rows of both events, and they are written by it (nothing reads them).
    expect(flushTimers()).toBe(1);
    expect(await until(async () => (await hits()) === 2 && 2, 5_000)).toBe(2);

    // Idle again: no timer is set until the next event arrives.
    await new Promise((r) => setTimeout(r, 3 * FLUSH_MS));
    expect(flushTimers()).toBe(1);
    await emitAll(t, [received(a.orgId, site, { data: { path: '/c' } })]);
    expect(flushTimers()).toBe(2);
    expect(await until(async () => (await hits()) === 3 && 3, 5_000)).toBe(3);
  });
});
