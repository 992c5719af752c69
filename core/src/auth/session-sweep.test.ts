import { describe, expect, it } from 'vitest';
import { fromJson } from '../db/conventions.ts';
import { createTestHub, FakeClock, testDialects } from '../testing/index.ts';
import { until } from '../testing/until.ts';
import { deleteExpiredSessions, SESSION_SWEEP_JOB } from './session-sweep.ts';
import { ABSOLUTE_LIFETIME_MS, INACTIVITY_TIMEOUT_MS, validateSessionToken } from './sessions.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-01-01T00:00:00Z');

describe.each(testDialects)('expired sessions on %s', (dialect) => {
  it('are deleted by the hourly sweep, past inactivity or absolute expiry; live ones stay', async () => {
    const clock = new FakeClock(T0);
    const t = await createTestHub({ dialect, clock, startJobs: true });
    try {
      const db = t.hub.ctx.db;
      const idOf = (s: { agent: { cookie: string | null } }) =>
        (s.agent.cookie as string).split('.')[0] as string;
      const stored = async () =>
        (await db.selectFrom('sessions').select('id').orderBy('id').execute()).map((r) => r.id);
      const sweeps = () =>
        db
          .selectFrom('jobs')
          .select(['uniqueKey', 'status', 'result'])
          .where('type', '=', SESSION_SWEEP_JOB)
          .orderBy('runAt')
          .execute();
      // Moves the clock, waits for the sweep of the newest fire time (minute 7 of an hour) and
      // answers how many sessions it deleted.
      const advanceAndSweep = async (ms: number) => {
        clock.advance(ms);
        let fire = Math.floor(clock.now().getTime() / HOUR) * HOUR + 7 * 60_000;
        if (fire > clock.now().getTime()) fire -= HOUR;
        const key = `schedule:core.sessions-sweep:${new Date(fire).toISOString()}`;
        const done = await until(async () =>
          (await sweeps()).find((j) => j.uniqueKey === key && j.status === 'completed'),
        );
        return fromJson<{ deleted: number }>(done.result, { deleted: -1 }).deleted;
      };

      const idle = await t.signedIn(); // never used again: inactive after 10 days
      const active = await t.signedIn(); // used every day: ends at its absolute expiry, 30 days
      clock.advance(9 * DAY);
      const late = await t.signedIn(); // starts on day 9, never used again
      const lateStart = clock.now().getTime();

      // Nothing has expired yet: the sweep deletes nothing.
      expect(await advanceAndSweep(2 * HOUR)).toBe(0);
      expect(await stored()).toEqual([idOf(idle), idOf(active), idOf(late)].sort());

      // The active session is used (renewed); the idle one passes 10 days without use.
      expect((await active.agent.get('/api/auth/user')).status).toBe(200);
      expect(await advanceAndSweep(DAY)).toBe(1);
      expect(await stored()).toEqual([idOf(active), idOf(late)].sort());

      // Used daily, the active session stays until its absolute expiry; the late one goes 10 days in.
      while (clock.now().getTime() + DAY < T0 + ABSOLUTE_LIFETIME_MS) {
        expect((await active.agent.get('/api/auth/user')).status).toBe(200);
        await advanceAndSweep(DAY);
        const ids = await stored();
        expect(ids).toContain(idOf(active));
        expect(ids.includes(idOf(late))).toBe(clock.now().getTime() - lateStart < INACTIVITY_TIMEOUT_MS);
      }
      expect(await stored()).toEqual([idOf(active)]);
      expect((await active.agent.get('/api/auth/user')).status).toBe(200);
      // Past its absolute expiry the active session goes too, used or not.
      expect(await advanceAndSweep(DAY)).toBe(1);
      expect(await stored()).toEqual([]);
      // Each fire ran once, under its own key.
      const keys = (await sweeps()).map((j) => j.uniqueKey as string);
      expect(new Set(keys).size).toBe(keys.length);
      expect(
        keys.every((k) => /^schedule:core\.sessions-sweep:\d{4}-\d\d-\d\dT\d\d:07:00\.000Z$/.test(k)),
      ).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('deletes exactly what validation refuses, at the boundaries', async () => {
    const clock = new FakeClock(T0);
    const t = await createTestHub({ dialect, clock });
    try {
      const db = t.hub.ctx.db;
      const a = await t.signedIn();
      const b = await t.signedIn();
      const tokenA = a.agent.cookie as string;
      const tokenB = b.agent.cookie as string;
      const idB = tokenB.split('.')[0] as string;
      // B was renewed one hour in: its inactivity ends one hour after A's.
      await db
        .updateTable('sessions')
        .set({ lastVerifiedAt: new Date(T0 + HOUR).toISOString() })
        .where('id', '=', idB)
        .execute();

      clock.advance(INACTIVITY_TIMEOUT_MS - 1);
      expect(await deleteExpiredSessions(db, clock)).toBe(0);
      clock.advance(1);
      // A is exactly at its inactivity timeout: refused, and swept.
      expect(await deleteExpiredSessions(db, clock)).toBe(1);
      expect(await validateSessionToken(db, clock, tokenA)).toBeNull();
      expect(await validateSessionToken(db, clock, tokenB)).not.toBeNull(); // renews B
      const rows = await db.selectFrom('sessions').select(['id', 'lastVerifiedAt']).execute();
      expect(rows).toEqual([{ id: idB, lastVerifiedAt: clock.now().toISOString() }]);

      // Absolute expiry: B, renewed just now, is swept at 30 days, not a millisecond before.
      clock.advance(T0 + ABSOLUTE_LIFETIME_MS - 1 - clock.now().getTime());
      await db.updateTable('sessions').set({ lastVerifiedAt: clock.now().toISOString() }).execute();
      expect(await deleteExpiredSessions(db, clock)).toBe(0);
      clock.advance(1);
      expect(await deleteExpiredSessions(db, clock)).toBe(1);
      expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
