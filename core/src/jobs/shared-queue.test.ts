import { describe, expect, it } from 'vitest';
import type { Hub } from '../host/hub.ts';
import { definePlugin } from '../plugin.ts';
import { FakeClock, hubOn, sharedDatabase, testDialects, until } from '../testing/index.ts';

// Two hubs on one database stand for two hub processes behind a load balancer. On SQLite both
// start before any job exists (at start a SQLite hub requeues 'running' jobs: one process per file).
async function twoHubs(
  dialect: (typeof testDialects)[number],
  plugin: ReturnType<typeof definePlugin>,
  clock?: FakeClock,
) {
  const shared = await sharedDatabase(dialect);
  const hubs: Hub[] = [];
  hubs.push(await hubOn(shared.open(), [plugin], clock));
  hubs.push(await hubOn(shared.open(), [plugin], clock));
  for (const h of hubs) await h.start();
  return {
    hubs,
    async close() {
      for (const h of hubs) await h.stop();
      await shared.drop();
    },
  };
}

describe.each(testDialects)('two hubs on one %s queue', (dialect) => {
  it('never run one job twice', async () => {
    const runs = new Map<string, number>();
    const plugin = definePlugin({
      id: 'shared-queue-test',
      jobs: {
        'shared.count': async (run) => {
          runs.set(run.id, (runs.get(run.id) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 5));
          return run.payload;
        },
      },
    });
    const pair = await twoHubs(dialect, plugin);
    try {
      const [a, b] = pair.hubs as [Hub, Hub];
      const ids: string[] = [];
      for (let i = 0; i < 40; i++) ids.push(await (i % 2 ? a : b).ctx.jobs.enqueue('shared.count', { i }));
      for (const id of ids) expect((await a.ctx.jobs.wait(id, 20_000)).status).toBe('completed');
      expect(runs.size).toBe(40);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      const attempts = await a.ctx.db.selectFrom('jobs').select('attempts').execute();
      expect(attempts.map((r) => Number(r.attempts))).toEqual(ids.map(() => 1));
    } finally {
      await pair.close();
    }
  }, 60_000);

  it('enqueue each scheduled fire exactly once, when it is due', async () => {
    const clock = new FakeClock(Date.parse('2026-01-01T00:00:00Z'));
    const fired: string[] = [];
    const plugin = definePlugin({
      id: 'schedule-test',
      jobs: {
        'schedule-test.hourly': async (run) => {
          fired.push((run.payload as { report: string }).report);
        },
      },
      schedules: [
        {
          name: 'hourly-report',
          cron: '0 * * * *',
          job: 'schedule-test.hourly',
          payload: { report: 'usage' },
        },
      ],
    });
    const pair = await twoHubs(dialect, plugin, clock);
    try {
      const db = pair.hubs[0]!.ctx.db;
      const scheduled = () =>
        db
          .selectFrom('jobs')
          .select(['uniqueKey', 'status'])
          .where('type', '=', 'schedule-test.hourly')
          .orderBy('runAt')
          .execute();
      // Before the hour nothing is due.
      clock.advance(59 * 60_000);
      await new Promise((r) => setTimeout(r, 600));
      expect(await scheduled()).toEqual([]);

      clock.advance(60_000);
      await until(async () => (await scheduled()).some((j) => j.status === 'completed'));
      clock.advance(60 * 60_000);
      await until(async () => (await scheduled()).filter((j) => j.status === 'completed').length === 2);
      // Both hubs' schedulers saw each fire; the keys let only one job in per fire time.
      await new Promise((r) => setTimeout(r, 600));
      expect(await scheduled()).toEqual([
        { uniqueKey: 'schedule:hourly-report:2026-01-01T01:00:00.000Z', status: 'completed' },
        { uniqueKey: 'schedule:hourly-report:2026-01-01T02:00:00.000Z', status: 'completed' },
      ]);
      expect(fired).toEqual(['usage', 'usage']);
    } finally {
      await pair.close();
    }
  }, 60_000);
});

describe.each(testDialects)('a weekly schedule on two hubs of one %s database', (dialect) => {
  it("fires once per week although the two processes' clocks disagree by seconds", async () => {
    // Monday 2026-01-05 03:00 UTC is the first fire; hub b's clock runs 4 s behind hub a's.
    const clockA = new FakeClock(Date.parse('2026-01-04T00:00:00Z'));
    const clockB = new FakeClock(Date.parse('2026-01-04T00:00:00Z') - 4_000);
    const fired: string[] = [];
    const plugin = definePlugin({
      id: 'weekly-test',
      jobs: {
        'weekly-test.report': async () => {
          fired.push('report');
        },
      },
      schedules: [{ name: 'weekly-report', cron: '0 3 * * 1', job: 'weekly-test.report' }],
    });
    const shared = await sharedDatabase(dialect);
    const a = await hubOn(shared.open(), [plugin], clockA);
    const b = await hubOn(shared.open(), [plugin], clockB);
    await a.start();
    await b.start();
    try {
      const scheduled = () =>
        a.ctx.db
          .selectFrom('jobs')
          .select(['uniqueKey', 'status'])
          .where('type', '=', 'weekly-test.report')
          .orderBy('runAt')
          .execute();
      const week = 7 * 24 * 3600_000;
      for (const n of [1, 2]) {
        // a reaches the fire time first, b four seconds later: each enqueues the same fire.
        clockA.advance(n === 1 ? 27 * 3600_000 + 1_000 : week);
        await until(async () => (await scheduled()).length === n);
        clockB.advance(n === 1 ? 27 * 3600_000 + 5_000 : week);
        await until(async () => (await scheduled()).filter((j) => j.status === 'completed').length === n);
      }
      await new Promise((r) => setTimeout(r, 600)); // both schedulers have ticked again
      expect(await scheduled()).toEqual([
        { uniqueKey: 'schedule:weekly-report:2026-01-05T03:00:00.000Z', status: 'completed' },
        { uniqueKey: 'schedule:weekly-report:2026-01-12T03:00:00.000Z', status: 'completed' },
      ]);
      expect(fired).toEqual(['report', 'report']);
    } finally {
      await a.stop();
      await b.stop();
      await shared.drop();
    }
  }, 60_000);
});

describe('schedules are checked at start', () => {
  it('refuses a schedule whose job nobody declares, or a bad cron', async () => {
    const shared = await sharedDatabase('sqlite');
    try {
      const missing = definePlugin({
        id: 'bad-schedule',
        schedules: [{ name: 'x', cron: '* * * * *', job: 'nope' }],
      });
      await expect(hubOn(shared.open(), [missing])).rejects.toThrow(
        "Schedule 'x' runs job 'nope', which no plugin declares",
      );
      const badCron = definePlugin({
        id: 'bad-cron',
        jobs: { 'bad-cron.run': async () => {} },
        schedules: [{ name: 'y', cron: 'every day', job: 'bad-cron.run' }],
      });
      await expect(hubOn(shared.open(), [badCron])).rejects.toThrow(
        "Schedule 'y' has an invalid cron 'every day'",
      );
    } finally {
      await shared.drop();
    }
  });
});
