import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fromJson, num } from '../db/conventions.ts';
import { CRASH_BATCH, CRASH_JOB, crashPlugin } from '../testing/fixtures/crash-plugin.ts';
import {
  FakeClock,
  type HubChild,
  hubOn,
  sharedDatabase,
  startHubChild,
  testDialects,
  until,
} from '../testing/index.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../testing/fixtures');
const TOTAL = 200;

const startChild = (url: string, schema?: string): HubChild =>
  startHubChild(path.join(fixtures, 'crash-child.ts'), [url, ...(schema ? [schema] : [])], {
    CRASH_FIXTURE_DELAY_MS: '100',
  });

describe.each(testDialects)('a job interrupted by kill -9 on %s', (dialect) => {
  it('resumes from its checkpoint in a new process and writes every item exactly once', async () => {
    const shared = await sharedDatabase(dialect);
    let child: HubChild | undefined;
    try {
      const setup = await hubOn(shared.open(), [crashPlugin]);
      const id = await setup.ctx.jobs.enqueue(CRASH_JOB, { total: TOTAL });
      await setup.stop();

      child = startChild(shared.url, shared.schema);

      // Watch from another connection; kill the process once it is well into the job.
      const watcher = shared.open();
      const atKill = await until(async () => {
        if (child?.process.exitCode !== null)
          throw new Error(`The hub process exited early: ${child?.stderr()}`);
        const job = await watcher.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
        const next = fromJson<{ next: number } | null>(job?.checkpoint, null)?.next ?? 0;
        return next >= 5 * CRASH_BATCH ? job : undefined;
      }, 30_000);
      child.kill();
      await child.exited;

      const job = await watcher.db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const rows = await watcher.db
        .selectFrom('crashItems')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      await watcher.close();
      const saved = fromJson<{ next: number }>(job.checkpoint, { next: 0 }).next;
      expect(atKill.status).toBe('running');
      expect(job.status).toBe('running');
      expect(saved).toBeLessThan(TOTAL);
      // Work and checkpoint committed together: exactly the checkpointed items are written.
      expect(num(rows.n)).toBe(saved);

      // A new hub on the same database. SQLite requeues at start (one process per file); on
      // PostgreSQL the dead process's lease has to run out, so this hub's clock is a minute ahead.
      const clock = dialect === 'postgres' ? new FakeClock(Date.now() + 60_000) : undefined;
      const hub = await hubOn(shared.open(), [crashPlugin], clock);
      try {
        await hub.start();
        const done = await hub.ctx.jobs.wait(id, 20_000);
        expect(done).toMatchObject({ status: 'completed', attempts: 2, result: { written: TOTAL } });
        expect(done.progress).toEqual({ done: TOTAL, total: TOTAL });
        const counts = await hub.ctx.db
          .selectFrom('crashItems')
          .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('item').distinct().as('distinct')])
          .where('jobId', '=', id)
          .executeTakeFirstOrThrow();
        expect(num(counts.n)).toBe(TOTAL);
        expect(num(counts.distinct)).toBe(TOTAL);
      } finally {
        await hub.stop();
      }
    } finally {
      child?.kill();
      await shared.drop();
    }
  }, 60_000);
});
