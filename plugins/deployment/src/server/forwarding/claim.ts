import type { CoreTables, Dialect } from '@ecohub/core';
import { type Kysely, sql } from 'kysely';
import type { DeploymentTables } from '../db.ts';

type Db = Kysely<CoreTables & DeploymentTables>;

export interface ClaimedDelivery {
  id: string;
  orgId: string;
  targetAppId: string;
  eventType: string;
  payload: string;
  attempts: number;
}

/**
 * Takes up to `limit` due deliveries in one statement: pending ones whose time has come, and ones
 * another process was sending when its lease ran out (it died). On PostgreSQL the inner select
 * locks with FOR UPDATE SKIP LOCKED, so several hub processes never take the same delivery; on
 * SQLite the write lock covers the statement. Skipped: deliveries to a disabled endpoint; on an
 * ordered endpoint, all but its oldest open delivery; deliveries to an endpoint that already has its
 * limit in flight (one while it is failing: the half-open probe).
 */
export function claimDeliveries(
  db: Db,
  dialect: Dialect,
  o: { now: Date; leaseMs: number; token: string; limit: number; exclude: string[] },
): Promise<ClaimedDelivery[]> {
  const now = o.now.toISOString();
  const due = db
    .selectFrom('deploymentDeliveries as d')
    .select('d.id')
    .where((eb) =>
      eb.or([
        eb.and([eb('d.status', '=', 'pending'), eb('d.nextAttemptAt', '<=', now)]),
        eb.and([eb('d.status', '=', 'delivering'), eb('d.lockedUntil', '<', now)]),
      ]),
    )
    .where(({ exists, not, selectFrom }) =>
      exists(
        selectFrom('deploymentEndpoints as e')
          .select(sql.lit(1).as('one'))
          .whereRef('e.appId', '=', 'd.targetAppId')
          .where('e.disabledAt', 'is', null)
          .where((eb) =>
            eb.or([
              eb('e.ordered', '=', 0),
              not(
                exists(
                  selectFrom('deploymentDeliveries as o')
                    .select(sql.lit(1).as('one'))
                    .whereRef('o.targetAppId', '=', 'd.targetAppId')
                    .where('o.status', 'in', ['pending', 'delivering'])
                    .whereRef('o.id', '<', 'd.id'),
                ),
              ),
            ]),
          )
          .where((eb) =>
            eb(
              eb
                .selectFrom('deploymentDeliveries as f')
                .select(eb.fn.countAll().as('n'))
                .whereRef('f.targetAppId', '=', 'd.targetAppId')
                .where('f.status', '=', 'delivering')
                .where('f.lockedUntil', '>=', now),
              '<',
              eb.case().when('e.failingSince', 'is', null).then(eb.ref('e.maxInFlight')).else(1).end(),
            ),
          ),
      ),
    )
    // What this process is sending right now is never taken again here, whatever its lease says.
    .$if(o.exclude.length > 0, (q) => q.where('d.id', 'not in', o.exclude))
    .orderBy('d.nextAttemptAt')
    .orderBy('d.id')
    .limit(o.limit)
    .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked());
  return db
    .updateTable('deploymentDeliveries')
    .set({
      status: 'delivering',
      lockedBy: o.token,
      lockedUntil: new Date(o.now.getTime() + o.leaseMs).toISOString(),
    })
    .where('id', 'in', due)
    .returning(['id', 'orgId', 'targetAppId', 'eventType', 'payload', 'attempts'])
    .execute();
}
