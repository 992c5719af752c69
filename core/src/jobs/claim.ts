import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect.ts';
import type { CoreTables } from '../db/tables.ts';

export interface ClaimOptions {
  now: Date;
  leaseMs: number;
  /** The lock token of this claim: every later write of the run checks it still holds the job. */
  token: string;
  /** Jobs this process is running right now (never claimed twice here, whatever the clock says). */
  exclude: string[];
}

/**
 * Takes one due job: a queued job whose run_at has come, or a running job whose lease expired (its
 * process died). One statement, so two workers never take the same job: on PostgreSQL the inner
 * select locks the row with FOR UPDATE SKIP LOCKED, on SQLite the write lock covers the statement.
 */
export async function claimJob(
  db: Kysely<CoreTables>,
  dialect: Dialect,
  o: ClaimOptions,
): Promise<any | undefined> {
  const now = o.now.toISOString();
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('runAt', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', now)]),
      ]),
    )
    .$if(o.exclude.length > 0, (q) => q.where('id', 'not in', o.exclude))
    .orderBy('runAt')
    .limit(1)
    .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked());
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      lockedBy: o.token,
      lockedUntil: new Date(o.now.getTime() + o.leaseMs).toISOString(),
      updatedAt: now,
    }))
    .where('id', '=', due)
    .returningAll()
    .executeTakeFirst();
}
