import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Dialect } from '../db/connect.ts';
import { toIso } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import type { Clock, HubContext, Schedule } from '../plugin.ts';
import { createQueue } from './queue.ts';
import { createScheduler } from './schedules.ts';
import type { JobHandler, JobQueue } from './types.ts';
import { createWorker } from './worker.ts';

export interface JobsOptions {
  db: Kysely<CoreTables>;
  dialect: Dialect;
  clock: Clock;
  log: Logger;
  handlers: Map<string, JobHandler>;
  schedules: Schedule[];
  hub: () => HubContext;
  /** Jobs run at once by this process (default 2). */
  concurrency?: number;
  /** How often an idle worker looks for due jobs, in ms (default 250; less often while none are found). */
  pollMs?: number;
  /** How long a claim holds a job without a heartbeat, in ms (default 30 s). */
  leaseMs?: number;
}

export interface Jobs {
  queue: JobQueue;
  /** Starts the worker loop and the schedules. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (bounded). */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 5000;
/**
 * The longest the schedules' timer waits, whatever the next fire time: a step of the wall clock (a
 * time sync, a resumed machine) is noticed within it. Timers run on the monotonic clock.
 */
export const SCHEDULE_WAIT_MAX_MS = 60_000;

/** Durable jobs in the `jobs` table, run by an in-process worker, and cron schedules. */
export function createJobs(opts: JobsOptions): Jobs {
  const { db, clock } = opts;
  const pollMs = opts.pollMs ?? 250;
  const listeners = new Set<() => void>();
  let started = false;

  const worker = createWorker({
    db,
    dialect: opts.dialect,
    clock,
    log: opts.log,
    handlers: opts.handlers,
    hub: opts.hub,
    concurrency: opts.concurrency ?? 2,
    pollMs,
    leaseMs: opts.leaseMs ?? 30_000,
    onFinished: () => {
      for (const l of listeners) l();
    },
  });
  const queue = createQueue({
    db,
    clock,
    onEnqueued: () => {
      if (started) worker.wake();
    },
    onCanceled: (id) => {
      worker.abort(id);
      for (const l of listeners) l();
    },
    nextChange: (ms) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          listeners.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        listeners.add(done);
      }),
  });
  const scheduler = createScheduler({
    schedules: opts.schedules,
    jobTypes: new Set(opts.handlers.keys()),
    clock,
    log: opts.log,
    queue,
  });
  // One tick at a time, and stop() waits for the one under way before the database closes. The
  // timer sleeps until the next fire time (an idle process wakes for nothing else of the schedules'),
  // and a clock that jumps (tests' FakeClock) makes it look again at once.
  let ticker: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let stopWatching: (() => void) | undefined;
  const tick = () => {
    ticker = undefined;
    ticking = scheduler
      .tick()
      .catch((err) => opts.log.error({ err }, 'schedule tick failed'))
      .finally(() => {
        ticking = null;
        if (started) scheduleTick();
      });
  };
  const scheduleTick = () => {
    clearTimeout(ticker);
    ticker = setTimeout(tick, Math.min(SCHEDULE_WAIT_MAX_MS, scheduler.msToNext(clock.now())));
  };

  return {
    queue: { enqueue: queue.enqueue, get: queue.get, cancel: queue.cancel, wait: queue.wait },
    async start() {
      if (started) return;
      if (opts.dialect === 'sqlite') {
        // One process per SQLite file: a job still 'running' was left by a process that was killed.
        await db
          .updateTable('jobs')
          .set({ status: 'queued', lockedBy: null, lockedUntil: null, runAt: toIso(clock.now()) })
          .where('status', '=', 'running')
          .execute();
      }
      started = true;
      scheduler.start();
      scheduleTick();
      stopWatching = clock.onJump?.(() => {
        if (started && !ticking) scheduleTick();
      });
      worker.start();
    },
    async stop() {
      if (!started) return;
      started = false;
      stopWatching?.();
      clearTimeout(ticker);
      await ticking;
      await worker.stop(STOP_GRACE_MS);
    },
  };
}
