import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { num } from '../db/conventions.ts';
import type { Hub } from '../host/hub.ts';
import { definePlugin } from '../plugin.ts';
import { crashPlugin } from '../testing/fixtures/crash-plugin.ts';
import { createTestHub, FakeClock, hubOn, sharedDatabase, testDialects, until } from '../testing/index.ts';
import { createJobs } from './index.ts';
import type { JobHandler } from './types.ts';

describe.each(testDialects)('a stalled run on %s', (dialect) => {
  it('loses its job to another worker and can no longer commit work for it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let firstRunStarted = false;
    let firstRunError: unknown;
    const plugin = definePlugin({
      id: 'lease-test',
      jobs: {
        'lease-test.write': async (run) => {
          if (run.attempt === 1) {
            firstRunStarted = true;
            await gate; // stalls, as a process that stopped answering would
          }
          try {
            await run.hub.db.transaction().execute(async (trx) => {
              await trx.insertInto('crashItems').values({ jobId: run.id, item: run.attempt }).execute();
              await run.saveCheckpoint({ done: true }, trx);
            });
          } catch (err) {
            firstRunError = err;
            throw err;
          }
          return { attempt: run.attempt };
        },
      },
    });
    const shared = await sharedDatabase(dialect);
    const hubs: Hub[] = [];
    try {
      const a = await hubOn(shared.open(), [crashPlugin, plugin]);
      hubs.push(a);
      await a.start();
      const id = await a.ctx.jobs.enqueue('lease-test.write', {});
      await until(async () => firstRunStarted);

      // A second hub whose clock is past the first run's lease takes the job over and finishes it.
      const b = await hubOn(shared.open(), [crashPlugin, plugin], new FakeClock(Date.now() + 60_000));
      hubs.push(b);
      await b.start();
      const done = await b.ctx.jobs.wait(id, 10_000);
      expect(done).toMatchObject({ status: 'completed', attempts: 2, result: { attempt: 2 } });

      // The stalled run wakes up: its write is rolled back, and the job stays completed.
      release();
      await until(async () => firstRunError !== undefined);
      expect(String(firstRunError)).toContain('is no longer held by this worker');
      const rows = await b.ctx.db.selectFrom('crashItems').select(['item']).where('jobId', '=', id).execute();
      expect(rows.map((r) => num(r.item))).toEqual([2]);
      await new Promise((r) => setTimeout(r, 100));
      expect((await a.ctx.jobs.get(id))?.status).toBe('completed');
    } finally {
      for (const h of hubs) await h.stop();
      await shared.drop();
    }
  });
});

describe.each(testDialects)('a long run on %s', (dialect) => {
  it('keeps its job past the lease by heartbeats, so a second worker never takes it', async () => {
    const t = await createTestHub({ dialect });
    let runs = 0;
    const handlers = new Map<string, JobHandler>([
      [
        'lease-test.slow',
        async () => {
          runs++;
          // Three lease lengths: without heartbeats the other worker would take the job over.
          await new Promise((r) => setTimeout(r, 900));
          return 'done';
        },
      ],
    ]);
    const worker = () =>
      createJobs({
        db: t.hub.ctx.db,
        dialect: t.hub.ctx.dialect,
        clock: t.hub.ctx.clock,
        log: pino({ level: 'silent' }),
        handlers,
        schedules: [],
        hub: () => t.hub.ctx,
        leaseMs: 300,
        pollMs: 20,
      });
    const [one, two] = [worker(), worker()];
    try {
      await one.start();
      await two.start();
      const id = await one.queue.enqueue('lease-test.slow', {});
      const job = await one.queue.wait(id, 10_000);
      expect(job).toMatchObject({ status: 'completed', attempts: 1, result: 'done' });
      expect(runs).toBe(1);
    } finally {
      await one.stop();
      await two.stop();
      await t.close();
    }
  });
});
