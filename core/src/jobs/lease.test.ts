import { describe, expect, it } from 'vitest';
import { num } from '../db/conventions.ts';
import type { Hub } from '../host/hub.ts';
import { definePlugin } from '../plugin.ts';
import { FakeClock, testDialects } from '../testing/index.ts';
import { crashPlugin } from './crash-fixture.ts';
import { hubOn, sharedDatabase, until } from './test-support.ts';

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
