import type { Kysely } from 'kysely';
import { toIso } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import type { JobHandler } from '../jobs/types.ts';
import type { Clock, Schedule } from '../plugin.ts';
import { INACTIVITY_TIMEOUT_MS } from './sessions.ts';

/** The job that deletes expired sessions, and its hourly schedule (a session is refused the moment it expires; this only clears the rows). */
export const SESSION_SWEEP_JOB = 'core.sessions-sweep';
export const sessionSweepSchedule: Schedule = {
  name: 'core.sessions-sweep',
  cron: '7 * * * *',
  job: SESSION_SWEEP_JOB,
};

/**
 * Deletes every session past its inactivity timeout or its absolute expiry at the clock's time,
 * the same rule as validation (expired when `now - lastVerifiedAt >= INACTIVITY_TIMEOUT_MS` or
 * `now >= absoluteExpiresAt`). Timestamps are ISO-8601 UTC text, which sorts as time. Answers how
 * many were deleted.
 */
export async function deleteExpiredSessions(db: Kysely<CoreTables>, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('lastVerifiedAt', '<=', toIso(new Date(now - INACTIVITY_TIMEOUT_MS))),
        eb('absoluteExpiresAt', '<=', toIso(new Date(now))),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const sessionSweepJob: JobHandler<unknown, { deleted: number }> = async (run) => ({
  deleted: await deleteExpiredSessions(run.hub.db, run.hub.clock),
});
