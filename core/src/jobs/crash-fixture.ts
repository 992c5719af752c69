import type { Kysely } from 'kysely';
import { definePlugin } from '../plugin.ts';

export const CRASH_JOB = 'crash-fixture.write-items';
export const CRASH_BATCH = 10;

/**
 * A plugin for the crash test: its job writes items in batches, each batch and its checkpoint in
 * one transaction. `CRASH_FIXTURE_DELAY_MS` slows it down so the test can kill its process mid-job.
 */
export const crashPlugin = definePlugin({
  id: 'crash-fixture',
  migrations: {
    '2026-11-23T00-crash-items': {
      up: async (db: Kysely<any>) => {
        // No unique constraint on purpose: a doubled item must show up as a second row.
        await db.schema
          .createTable('crash_items')
          .addColumn('job_id', 'text', (c) => c.notNull())
          .addColumn('item', 'integer', (c) => c.notNull())
          .execute();
      },
      down: async (db: Kysely<any>) => {
        await db.schema.dropTable('crash_items').execute();
      },
    },
  },
  jobs: {
    [CRASH_JOB]: async (run) => {
      const { total } = run.payload as { total: number };
      const delayMs = Number(process.env.CRASH_FIXTURE_DELAY_MS ?? 0);
      let next = (run.checkpoint as { next: number } | null)?.next ?? 0;
      while (next < total) {
        const end = Math.min(total, next + CRASH_BATCH);
        const items = Array.from({ length: end - next }, (_, i) => ({ jobId: run.id, item: next + i }));
        await run.hub.db.transaction().execute(async (trx) => {
          await trx.insertInto('crashItems').values(items).execute();
          await run.saveCheckpoint({ next: end }, trx);
        });
        next = end;
        await run.progress({ done: next, total });
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      }
      return { written: total };
    },
  },
});
