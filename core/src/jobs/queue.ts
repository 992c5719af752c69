import type { Kysely } from 'kysely';
import { newId, toIso, toJson } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import type { Clock } from '../plugin.ts';
import { FINISHED, isFinished, toRecord } from './records.ts';
import type { EnqueueOptions, JobQueue, JobRecord, JobStatus } from './types.ts';

export const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_WAIT_MS = 30_000;

export interface QueueDeps {
  db: Kysely<CoreTables>;
  clock: Clock;
  /** Called after a job is stored, so the worker of this process looks at once. */
  onEnqueued(): void;
  /** Called after a job is canceled, so a run of it in this process is aborted. */
  onCanceled(id: string): void;
  /** Resolves when some job of this process finishes, or after `ms`. */
  nextChange(ms: number): Promise<void>;
}

export interface InternalQueue extends JobQueue {
  /**
   * Enqueue that never runs a key twice, even once the first job finished: what schedules use,
   * their keys carry the fire time.
   */
  enqueueOnce(type: string, payload: unknown, opts: EnqueueOptions & { uniqueKey: string }): Promise<string>;
}

export function createQueue(d: QueueDeps): InternalQueue {
  const { db, clock } = d;

  async function insert(type: string, payload: unknown, opts: EnqueueOptions, once: boolean) {
    if (!type) throw new Error('A job needs a type');
    const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
      throw new Error('maxAttempts must be a whole number of at least 1');
    const now = toIso(clock.now());
    const row = {
      id: newId(),
      orgId: opts.orgId ?? null,
      type,
      payload: toJson(payload),
      status: 'queued',
      attempts: 0,
      maxAttempts,
      runAt: toIso(opts.runAt ?? clock.now()),
      uniqueKey: opts.uniqueKey ?? null,
      createdAt: now,
      updatedAt: now,
    };
    if (!row.uniqueKey) {
      await db.insertInto('jobs').values(row).execute();
      d.onEnqueued();
      return row.id;
    }
    // The unique index decides between racing processes; the loser reads the winner's id.
    for (let i = 0; i < 5; i++) {
      const inserted = await db
        .insertInto('jobs')
        .values(row)
        .onConflict((oc) => oc.column('uniqueKey').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        d.onEnqueued();
        return row.id;
      }
      const existing = await db
        .selectFrom('jobs')
        .select(['id', 'status'])
        .where('uniqueKey', '=', row.uniqueKey)
        .executeTakeFirst();
      if (!existing) continue;
      if (once || !isFinished(existing.status as JobStatus)) return existing.id;
      // The earlier job with this key is finished: release its key so this enqueue starts a new run.
      await db
        .updateTable('jobs')
        .set({ uniqueKey: null })
        .where('id', '=', existing.id)
        .where('status', 'in', FINISHED)
        .execute();
    }
    throw new Error(`Could not enqueue job with key '${row.uniqueKey}'`);
  }

  async function get(id: string, orgId?: string | null): Promise<JobRecord | null> {
    let q = db.selectFrom('jobs').selectAll().where('id', '=', id);
    if (orgId !== undefined) q = orgId === null ? q.where('orgId', 'is', null) : q.where('orgId', '=', orgId);
    const row = await q.executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  return {
    enqueue: (type, payload, opts = {}) => insert(type, payload, opts, false),
    enqueueOnce: (type, payload, opts) => insert(type, payload, opts, true),
    get,
    async cancel(id, orgId) {
      const now = toIso(clock.now());
      let q = db
        .updateTable('jobs')
        .set({ status: 'canceled', lockedBy: null, lockedUntil: null, updatedAt: now, finishedAt: now })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running']);
      if (orgId !== undefined)
        q = orgId === null ? q.where('orgId', 'is', null) : q.where('orgId', '=', orgId);
      const r = await q.executeTakeFirst();
      const canceled = Number(r.numUpdatedRows) > 0;
      if (canceled) d.onCanceled(id);
      return canceled;
    },
    async wait(id, timeoutMs = DEFAULT_WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await get(id);
        if (!job) throw new Error(`Job ${id} does not exist`);
        if (isFinished(job.status)) return job;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`Job ${id} did not finish within ${timeoutMs} ms (status ${job.status})`);
        // Jobs of other processes finish without telling us: look again at least every 100 ms.
        await d.nextChange(Math.min(100, left));
      }
    },
  };
}
