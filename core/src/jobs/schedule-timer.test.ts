import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Clock, Schedule } from '../plugin.ts';
import { createTestHub, FakeClock, until } from '../testing/index.ts';
import { createJobs, SCHEDULE_WAIT_MAX_MS } from './index.ts';

// The schedules' timer sleeps until the next fire time rather than polling: an idle hub wakes for
// its schedules only when one is due (or once a minute at most).
type TestHub = Awaited<ReturnType<typeof createTestHub>>;

const jobsOn = (t: TestHub, clock: Clock, schedules: Schedule[], ran: string[]) =>
  createJobs({
    db: t.hub.ctx.db,
    dialect: t.hub.ctx.dialect,
    clock,
    log: pino({ level: 'silent' }),
    schedules,
    hub: () => t.hub.ctx,
    handlers: new Map([
      [
        'timer-test.run',
        async () => {
          ran.push(clock.now().toISOString());
        },
      ],
    ]),
  });

const keysOf = async (t: TestHub) =>
  (
    await t.hub.ctx.db
      .selectFrom('jobs')
      .select('uniqueKey')
      .where('type', '=', 'timer-test.run')
      .orderBy('uniqueKey')
      .execute()
  ).map((r) => r.uniqueKey);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the schedules timer', () => {
  it('fires each fire time of a schedule on the real clock, one after the other', async () => {
    const t = await createTestHub();
    const ran: string[] = [];
    const jobs = jobsOn(
      t,
      t.hub.ctx.clock,
      [{ name: 'every-second', cron: '* * * * * *', job: 'timer-test.run' }],
      ran,
    );
    try {
      await jobs.start();
      const keys = await until(async () => {
        const k = await keysOf(t);
        return k.length >= 2 && k;
      }, 5_000);
      // One job per fire time, each on a whole second.
      expect(new Set(keys).size).toBe(keys.length);
      for (const k of keys) expect(k).toMatch(/^schedule:every-second:.*T\d\d:\d\d:\d\d\.000Z$/);
      await until(async () => ran.length >= 2, 5_000);
    } finally {
      await jobs.stop();
      await t.close();
    }
  });

  it('sleeps until the next fire time, at most SCHEDULE_WAIT_MAX_MS, and looks again when the clock jumps', async () => {
    const t = await createTestHub();
    const clock = new FakeClock(Date.parse('2026-01-01T00:00:00Z'));
    const ran: string[] = [];
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const jobs = jobsOn(t, clock, [{ name: 'nightly', cron: '0 3 * * *', job: 'timer-test.run' }], ran);
    const waits = () => timeout.mock.calls.filter(([fn]) => fn.name === 'tick').map(([, ms]) => ms);
    try {
      await jobs.start();
      // 03:00 is three hours away: the timer is set once, for the longest wait, not every poll.
      expect(waits()).toEqual([SCHEDULE_WAIT_MAX_MS]);
      // Ten seconds before the fire time: the timer is set for those ten seconds.
      clock.advance(3 * 3600_000 - 10_000);
      expect(waits().at(-1)).toBe(10_000);
      expect(await keysOf(t)).toEqual([]);
      // Past it: fired at once, not after the ten seconds (nor a minute) of the timer set before.
      clock.advance(20_000);
      expect(await until(async () => (await keysOf(t)).length > 0 && keysOf(t), 3_000)).toEqual([
        'schedule:nightly:2026-01-01T03:00:00.000Z',
      ]);
      await until(async () => ran.length === 1, 3_000);
      // The next fire is tomorrow: the longest wait again.
      await until(async () => waits().at(-1) === SCHEDULE_WAIT_MAX_MS, 3_000);
    } finally {
      await jobs.stop();
      await t.close();
    }
  });
});
