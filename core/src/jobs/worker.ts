import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Dialect } from '../db/connect.ts';
import { fromJson, newId, toIso, toJson } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import type { Clock, HubContext } from '../plugin.ts';
import { retryDelayMs } from './backoff.ts';
import { claimJob } from './claim.ts';
import type { JobHandler, JobRun } from './types.ts';

export interface WorkerOptions {
  db: Kysely<CoreTables>;
  dialect: Dialect;
  clock: Clock;
  log: Logger;
  handlers: Map<string, JobHandler>;
  hub: () => HubContext;
  /** Called when a run of this process ends (wakes `wait`). */
  onFinished(id: string): void;
  concurrency: number;
  pollMs: number;
  leaseMs: number;
}

class StopReason extends Error {
  override name = 'HubStopping';
}
class LeaseLost extends Error {
  override name = 'LeaseLost';
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'Job failed';

/**
 * The in-process worker: `concurrency` slots, each claiming one job at a time. A slot that found
 * nothing sleeps or waits for `wake()` (an enqueue in this process), the idle poller; the other
 * idle slots wait for `wake()` only, which a claim also calls (there may be more jobs). At rest a
 * process asks the database once per poll, not once per slot, and polls less often the longer it
 * finds nothing (idleDelay): every `pollMs` at first, at most every IDLE_POLLS_MAX × `pollMs`. A
 * claimed job or a wake starts over at `pollMs`. So a job enqueued by another process (or one whose
 * retry falls due) waits at most that long for an idle process; one enqueued here starts at once.
 */
/** The longest wait between two polls that find nothing, in `pollMs` (250 ms by default: 2 s). */
export const IDLE_POLLS_MAX = 8;

/** The wait after `empty` polls in a row found nothing: pollMs, then twice as long each time, capped. */
export const idleDelay = (pollMs: number, empty: number) =>
  pollMs * Math.min(IDLE_POLLS_MAX, 2 ** Math.max(0, empty - 1));

export function createWorker(o: WorkerOptions) {
  const { db, clock, log } = o;
  const workerId = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const active = new Map<string, AbortController>();
  const sleepers = new Set<() => void>();
  let stopping = false;
  let slots: Promise<void>[] = [];
  /** An idle slot is polling: the others wait for a wake. */
  let polling = false;
  /** Polls in a row that found nothing. */
  let empty = 0;

  const wake = () => {
    empty = 0;
    for (const s of sleepers) s();
    sleepers.clear();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });
  const park = () => new Promise<void>((resolve) => sleepers.add(resolve));

  async function execute(row: any): Promise<void> {
    const id: string = row.id;
    const token: string = row.lockedBy;
    const controller = new AbortController();
    active.set(id, controller);
    const mine = <Q extends { where: (...a: any[]) => Q }>(q: Q): Q =>
      q.where('id', '=', id).where('lockedBy', '=', token).where('status', '=', 'running');
    const finish = async (set: Record<string, unknown>) => {
      const now = toIso(clock.now());
      await mine(
        db.updateTable('jobs').set({ lockedBy: null, lockedUntil: null, updatedAt: now, ...set }),
      ).execute();
    };
    const fail = (error: string) => finish({ status: 'failed', error, finishedAt: toIso(clock.now()) });

    const heartbeat = setInterval(
      async () => {
        try {
          const until = toIso(new Date(clock.now().getTime() + o.leaseMs));
          const r = await mine(db.updateTable('jobs').set({ lockedUntil: until })).executeTakeFirst();
          // Canceled, or taken over after our lease ran out: stop working on it.
          if (Number(r.numUpdatedRows) === 0) controller.abort(new LeaseLost('The job is no longer ours'));
        } catch (err) {
          log.warn({ err, job: id }, 'job heartbeat failed');
        }
      },
      Math.max(50, Math.floor(o.leaseMs / 3)),
    );

    try {
      const handler = o.handlers.get(row.type);
      if (!handler) return await fail(`No handler for job type '${row.type}'`);
      if (Number(row.attempts) > Number(row.maxAttempts)) {
        return await fail(`Gave up after ${row.maxAttempts} attempts: the worker stopped while running it`);
      }
      const run: JobRun = {
        id,
        type: row.type,
        orgId: row.orgId ?? null,
        payload: fromJson(row.payload, null),
        attempt: Number(row.attempts),
        checkpoint: fromJson(row.checkpoint, null),
        hub: o.hub(),
        signal: controller.signal,
        async progress(p) {
          await mine(
            db.updateTable('jobs').set({ progress: toJson(p), updatedAt: toIso(clock.now()) }),
          ).execute();
        },
        async saveCheckpoint(state, trx) {
          // The caller's transaction (any plugin's), seen through core's tables.
          const executor: Kysely<CoreTables> = trx ?? db;
          const r = await mine(
            executor.updateTable('jobs').set({ checkpoint: toJson(state), updatedAt: toIso(clock.now()) }),
          ).executeTakeFirst();
          // Throwing rolls back the caller's transaction: work of a run that lost the job never commits.
          if (Number(r.numUpdatedRows) === 0)
            throw new LeaseLost(`Job ${id} is no longer held by this worker`);
          run.checkpoint = state;
        },
      };
      try {
        const result = await handler(run);
        await finish({ status: 'completed', result: toJson(result ?? null), finishedAt: toIso(clock.now()) });
      } catch (err) {
        if (controller.signal.reason instanceof StopReason) {
          // Interrupted by a shutdown: back to the queue without spending an attempt.
          await finish({ status: 'queued', attempts: Number(row.attempts) - 1, runAt: toIso(clock.now()) });
        } else if (Number(row.attempts) < Number(row.maxAttempts)) {
          const runAt = new Date(clock.now().getTime() + retryDelayMs(Number(row.attempts)));
          await finish({ status: 'queued', error: message(err), runAt: toIso(runAt) });
        } else {
          await fail(message(err));
        }
        if (!(controller.signal.reason instanceof StopReason))
          log.warn({ err, job: id, type: row.type, attempt: row.attempts }, 'job run failed');
      }
    } finally {
      clearInterval(heartbeat);
      active.delete(id);
      o.onFinished(id);
    }
  }

  async function slot(): Promise<void> {
    while (!stopping) {
      let row: any;
      try {
        row = await claimJob(db, o.dialect, {
          now: clock.now(),
          leaseMs: o.leaseMs,
          token: `${workerId}:${newId()}`,
          exclude: [...active.keys()],
        });
      } catch (err) {
        if (stopping) return;
        log.error({ err }, 'job claim failed');
      }
      if (row && !stopping) {
        // Idle siblings look for more.
        wake();
        try {
          await execute(row);
        } catch (err) {
          log.error({ err, job: row.id }, 'job bookkeeping failed');
        }
      } else if (!stopping) {
        if (polling) await park();
        else {
          polling = true;
          try {
            empty++;
            await sleep(idleDelay(o.pollMs, empty));
          } finally {
            polling = false;
          }
        }
      }
    }
  }

  return {
    wake,
    /** Aborts a run of this process (the job was canceled). */
    abort(id: string) {
      active.get(id)?.abort(new LeaseLost('The job was canceled'));
    },
    start() {
      stopping = false;
      slots = Array.from({ length: o.concurrency }, () => slot());
    },
    /** Stops claiming, aborts running handlers and waits for them, at most `graceMs`. */
    async stop(graceMs: number) {
      stopping = true;
      wake();
      for (const c of active.values()) c.abort(new StopReason('The hub is stopping'));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((r) => {
        timer = setTimeout(r, graceMs);
      });
      await Promise.race([Promise.all(slots), timeout]);
      clearTimeout(timer);
      slots = [];
    },
  };
}
