import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect.ts';
import { prepareQuery } from '../db/prepared.ts';
import type { CoreTables } from '../db/tables.ts';

export interface ClaimOptions {
  now: Date;
  leaseMs: number;
  /** The lock token of this claim: every later write of the run checks it still holds the job. */
  token: string;
  /** Jobs this process is running right now (never claimed twice here, whatever the clock says). */
  exclude: string[];
}

type Claim = (params: Record<string, unknown>) => Promise<any[]>;

/**
 * The claim statement, built and compiled once per database and number of excluded jobs (0 up to
 * the worker's concurrency): idle workers claim several times a second, and building the query each
 * time cost more than running it.
 */
const statements = new WeakMap<Kysely<CoreTables>, Map<number, Claim>>();

function claimStatement(db: Kysely<CoreTables>, dialect: Dialect, excluded: number): Claim {
  let byCount = statements.get(db);
  if (!byCount) {
    byCount = new Map();
    statements.set(db, byCount);
  }
  let run = byCount.get(excluded);
  if (!run) {
    run = prepareQuery(db, (p) => {
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('runAt', '<=', p('now'))]),
            eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', p('now'))]),
          ]),
        )
        .$if(excluded > 0, (q) =>
          q.where(
            'id',
            'not in',
            Array.from({ length: excluded }, (_, i) => p(`x${i}`)),
          ),
        )
        .orderBy('runAt')
        .limit(1)
        .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked());
      return db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          lockedBy: p('token'),
          lockedUntil: p('until'),
          updatedAt: p('now'),
        }))
        .where('id', '=', due)
        .returningAll();
    });
    byCount.set(excluded, run);
  }
  return run;
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
  const params: Record<string, unknown> = {
    now: o.now.toISOString(),
    token: o.token,
    until: new Date(o.now.getTime() + o.leaseMs).toISOString(),
  };
  o.exclude.forEach((id, i) => {
    params[`x${i}`] = id;
  });
  const [row] = await claimStatement(db, dialect, o.exclude.length)(params);
  return row;
}
