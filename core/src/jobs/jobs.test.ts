import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin.ts';
import { createTestHub, FakeClock, testDialects, until } from '../testing/index.ts';
import { createJobs } from './index.ts';
import type { JobHandler } from './types.ts';
import { IDLE_POLLS_MAX, idleDelay } from './worker.ts';

const pluginWith = (jobs: Record<string, JobHandler>) => definePlugin({ id: 'jobs-test', jobs });

/** A worker and queue of their own on a test hub's database, running `handlers`. */
const jobsOn = (
  t: Awaited<ReturnType<typeof createTestHub>>,
  handlers: Record<string, JobHandler>,
  more: { concurrency?: number; pollMs?: number } = {},
) =>
  createJobs({
    db: t.hub.ctx.db,
    dialect: t.hub.ctx.dialect,
    clock: t.hub.ctx.clock,
    log: pino({ level: 'silent' }),
    schedules: [],
    hub: () => t.hub.ctx,
    handlers: new Map(Object.entries(handlers)),
    ...more,
  });

describe('idle polling', () => {
  it('waits twice as long after each poll that found nothing, up to IDLE_POLLS_MAX polls', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((empty) => idleDelay(250, empty))).toEqual([
      250, 500, 1000, 2000, 2000, 2000, 2000,
    ]);
    expect(idleDelay(250, 99)).toBe(250 * IDLE_POLLS_MAX);
    expect(idleDelay(50, 0)).toBe(50);
  });
});

describe.each(testDialects)('jobs on %s', (dialect) => {
  it('runs a job to completion with its result, progress and checkpoint', async () => {
    const t = await createTestHub({
      dialect,
      startJobs: true,
      plugins: [
        pluginWith({
          'test.sum': async (run) => {
            const { numbers } = run.payload as { numbers: number[] };
            await run.progress({ done: 1, total: 2 });
            await run.saveCheckpoint({ half: true });
            await run.progress({ done: 2, total: 2 });
            return { sum: numbers.reduce((a, b) => a + b, 0) };
          },
        }),
      ],
    });
    try {
      const org = await t.signedIn();
      const id = await t.hub.ctx.jobs.enqueue('test.sum', { numbers: [1, 2, 3] }, { orgId: org.orgId });
      const job = await t.hub.ctx.jobs.wait(id, 10_000);
      expect(job).toMatchObject({
        status: 'completed',
        result: { sum: 6 },
        progress: { done: 2, total: 2 },
        checkpoint: { half: true },
        attempts: 1,
        orgId: org.orgId,
        error: null,
      });
      expect(job.finishedAt).not.toBeNull();
    } finally {
      await t.close();
    }
  });

  it('retries with growing backoff, then fails with the error message', async () => {
    const clock = new FakeClock();
    const attempts: number[] = [];
    const t = await createTestHub({
      dialect,
      clock,
      startJobs: true,
      plugins: [
        pluginWith({
          'test.flaky': async (run) => {
            attempts.push(run.attempt);
            throw new Error('Remote answered 503');
          },
        }),
      ],
    });
    try {
      const jobs = t.hub.ctx.jobs;
      const id = await jobs.enqueue('test.flaky', {}, { maxAttempts: 3 });
      const delays: number[] = [];
      for (const attempt of [1, 2]) {
        const job = await until(async () => {
          const j = await jobs.get(id);
          return j?.attempts === attempt && j.status === 'queued' ? j : undefined;
        });
        expect(job.error).toBe('Remote answered 503');
        const delay = Date.parse(job.runAt) - clock.now().getTime();
        delays.push(delay);
        // Not yet due: nothing runs while the clock stands still.
        expect(delay).toBeGreaterThanOrEqual(1000 * 2 ** (attempt - 1));
        expect(delay).toBeLessThanOrEqual(1250 * 2 ** (attempt - 1));
        clock.advance(delay);
      }
      expect(delays[1]).toBeGreaterThan(delays[0]!);
      const done = await jobs.wait(id, 10_000);
      expect(done).toMatchObject({ status: 'failed', attempts: 3, error: 'Remote answered 503' });
      expect(attempts).toEqual([1, 2, 3]);
    } finally {
      await t.close();
    }
  });

  it('resumes a retried run from its checkpoint', async () => {
    const clock = new FakeClock();
    const seen: unknown[] = [];
    const t = await createTestHub({
      dialect,
      clock,
      startJobs: true,
      plugins: [
        pluginWith({
          'test.resume': async (run) => {
            seen.push(run.checkpoint);
            const from = (run.checkpoint as { next: number } | null)?.next ?? 0;
            for (let i = from; i < 4; i++) {
              await run.saveCheckpoint({ next: i + 1 });
              await run.progress({ done: i + 1, total: 4 });
              if (run.attempt === 1 && i === 1) throw new Error('Interrupted after two items');
            }
            return { resumedFrom: from };
          },
        }),
      ],
    });
    try {
      const id = await t.hub.ctx.jobs.enqueue('test.resume', {});
      const first = await until(async () => {
        const j = await t.hub.ctx.jobs.get(id);
        return j?.status === 'queued' && j.attempts === 1 ? j : undefined;
      });
      expect(first.checkpoint).toEqual({ next: 2 });
      expect(first.progress).toEqual({ done: 2, total: 4 });
      clock.advance(60_000);
      const done = await t.hub.ctx.jobs.wait(id, 10_000);
      expect(done).toMatchObject({
        status: 'completed',
        result: { resumedFrom: 2 },
        progress: { done: 4, total: 4 },
      });
      expect(seen).toEqual([null, { next: 2 }]);
    } finally {
      await t.close();
    }
  });

  it('gives a running job back to the queue when the hub stops, without spending an attempt', async () => {
    const t = await createTestHub({ dialect });
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    let reason: unknown;
    const jobs = jobsOn(t, {
      'test.until-stopped': async (run) => {
        await run.saveCheckpoint({ step: 1 });
        started();
        await new Promise((_resolve, reject) =>
          run.signal.addEventListener('abort', () => {
            reason = run.signal.reason;
            reject(run.signal.reason);
          }),
        );
      },
    });
    try {
      await jobs.start();
      const id = await jobs.queue.enqueue('test.until-stopped', {});
      await running;
      await jobs.stop();
      expect((reason as Error).message).toBe('The hub is stopping');
      expect(await jobs.queue.get(id)).toMatchObject({
        status: 'queued',
        attempts: 0,
        checkpoint: { step: 1 },
        error: null,
      });
    } finally {
      await t.close();
    }
  });

  it("runs another process's jobs at once in every slot, though one idle slot polls", async () => {
    const t = await createTestHub({ dialect });
    const running = new Set<string>();
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    const options = { concurrency: 3, pollMs: 50 };
    const handlers: Record<string, JobHandler> = {
      'test.hold': async (run) => {
        running.add(run.id);
        await released;
      },
    };
    // This process's worker, and another process's queue: its enqueues wake nothing here.
    const here = jobsOn(t, handlers, options);
    const there = jobsOn(t, handlers, options);
    try {
      await here.start();
      // Idle a while: one slot polls, the others wait.
      await new Promise((r) => setTimeout(r, 200));
      const ids = await Promise.all([1, 2, 3].map(() => there.queue.enqueue('test.hold', {})));
      // The poller claims one and wakes the others, which claim the rest.
      await until(async () => running.size === 3, 5000);
      expect([...running].sort()).toEqual([...ids].sort());
      release();
      for (const id of ids) expect((await here.queue.wait(id, 5000)).status).toBe('completed');
    } finally {
      release();
      await here.stop();
      await t.close();
    }
  });

  it('fails a job of an unknown type clearly, without retrying', async () => {
    const t = await createTestHub({ dialect, startJobs: true });
    try {
      const id = await t.hub.ctx.jobs.enqueue('nobody.handles-this', {});
      const job = await t.hub.ctx.jobs.wait(id, 10_000);
      expect(job).toMatchObject({
        status: 'failed',
        attempts: 1,
        error: "No handler for job type 'nobody.handles-this'",
      });
    } finally {
      await t.close();
    }
  });

  it('returns the same id for a unique key while the job is unfinished, a new one after', async () => {
    const t = await createTestHub({
      dialect,
      plugins: [pluginWith({ 'test.once': async () => 'ok' })],
    });
    try {
      const jobs = t.hub.ctx.jobs;
      const a = await jobs.enqueue('test.once', { n: 1 }, { uniqueKey: 'report:2026-01' });
      const b = await jobs.enqueue('test.once', { n: 2 }, { uniqueKey: 'report:2026-01' });
      expect(b).toBe(a);
      expect((await jobs.get(a))?.payload).toEqual({ n: 1 });
      await t.hub.start();
      await jobs.wait(a, 10_000);
      const c = await jobs.enqueue('test.once', { n: 3 }, { uniqueKey: 'report:2026-01' });
      expect(c).not.toBe(a);
      expect(await jobs.wait(c, 10_000)).toMatchObject({ status: 'completed', payload: { n: 3 } });
    } finally {
      await t.close();
    }
  });

  it('scopes get and cancel to an organisation, and cancel aborts a running job', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    let abortedWith: unknown;
    const t = await createTestHub({
      dialect,
      plugins: [
        pluginWith({
          'test.long': (run) =>
            new Promise((_resolve, reject) => {
              started();
              run.signal.addEventListener('abort', () => {
                abortedWith = run.signal.reason;
                reject(new Error('Stopped'));
              });
            }),
        }),
      ],
    });
    try {
      const jobs = t.hub.ctx.jobs;
      const mine = await t.signedIn();
      const other = await t.signedIn();
      const id = await jobs.enqueue('test.long', {}, { orgId: mine.orgId });
      expect(await jobs.get(id, other.orgId)).toBeNull();
      expect(await jobs.get(id, mine.orgId)).toMatchObject({ id, status: 'queued' });
      expect(await jobs.cancel(id, other.orgId)).toBe(false);
      await t.hub.start();
      await running;
      expect(await jobs.cancel(id, mine.orgId)).toBe(true);
      const job = await jobs.wait(id, 10_000);
      expect(job.status).toBe('canceled');
      await until(async () => abortedWith !== undefined);
      // The aborted run's failure never turns the canceled job back into a retry.
      await new Promise((r) => setTimeout(r, 50));
      expect((await jobs.get(id))?.status).toBe('canceled');
    } finally {
      await t.close();
    }
  });
});
