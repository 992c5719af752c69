import type { CoreTables, Dialect } from '@ecohub/core';
import type { Kysely } from 'kysely';
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

interface ClaimOptions {
  now: Date;
  leaseMs: number;
  token: string;
  limit: number;
  /** Deliveries this process is sending right now: never taken again here, whatever their lease says. */
  exclude: string[];
}

/**
 * Takes up to `limit` due deliveries, endpoint by endpoint, each within what the endpoint may have
 * in flight: its `maxInFlight`, one while it is failing (the half-open probe), one on an ordered
 * endpoint and only its oldest open delivery; none for a disabled endpoint. Due: pending and its
 * time has come, or being sent by a process whose lease ran out (it died). Each endpoint's claim is
 * one statement; on PostgreSQL its select locks with FOR UPDATE SKIP LOCKED, so several hub
 * processes never take the same delivery; on SQLite the write lock covers the statement. Endpoints
 * at their limit cost nothing: the backlog behind them is never scanned.
 */
export async function claimDeliveries(db: Db, dialect: Dialect, o: ClaimOptions): Promise<ClaimedDelivery[]> {
  const now = o.now.toISOString();
  const [endpoints, busy] = await Promise.all([
    db
      .selectFrom('deploymentEndpoints')
      .select(['appId', 'maxInFlight', 'failingSince', 'ordered'])
      .where('disabledAt', 'is', null)
      .execute(),
    db
      .selectFrom('deploymentDeliveries')
      .select(['targetAppId', (eb) => eb.fn.countAll().as('n')])
      .where('status', '=', 'delivering')
      .where('lockedUntil', '>=', now)
      .groupBy('targetAppId')
      .execute(),
  ]);
  const inFlight = new Map(busy.map((b) => [b.targetAppId, Number(b.n)]));
  // A different endpoint first on each call, so that a busy one does not always come first.
  const start = endpoints.length ? Math.floor(Math.random() * endpoints.length) : 0;
  const order = [...endpoints.slice(start), ...endpoints.slice(0, start)];
  const claimed: ClaimedDelivery[] = [];
  for (const e of order) {
    const left = o.limit - claimed.length;
    if (left <= 0) break;
    const cap = e.ordered || e.failingSince ? 1 : e.maxInFlight;
    const room = Math.min(left, cap - (inFlight.get(e.appId) ?? 0));
    if (room <= 0) continue;
    for (const d of await claimFor(db, dialect, e.appId, e.ordered === 1, room, now, o)) claimed.push(d);
  }
  return claimed;
}

async function claimFor(
  db: Db,
  dialect: Dialect,
  target: string,
  ordered: boolean,
  room: number,
  now: string,
  o: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const due = (q: ReturnType<typeof open>) =>
    q.where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('nextAttemptAt', '<=', now)]),
        eb.and([eb('status', '=', 'delivering'), eb('lockedUntil', '<', now)]),
      ]),
    );
  const open = () =>
    db
      .selectFrom('deploymentDeliveries')
      .select('id')
      .where('targetAppId', '=', target)
      .where('status', 'in', ['pending', 'delivering'])
      .$if(o.exclude.length > 0, (q) => q.where('id', 'not in', o.exclude));
  // Ordered: the oldest open delivery only, and only once it is due (later ones wait behind it).
  const pick = ordered
    ? due(
        db
          .selectFrom('deploymentDeliveries')
          .select('id')
          .where(
            'id',
            '=',
            db
              .selectFrom('deploymentDeliveries')
              .select('id')
              .where('targetAppId', '=', target)
              .where('status', 'in', ['pending', 'delivering'])
              .orderBy('id')
              .limit(1),
          ) as unknown as ReturnType<typeof open>,
      )
    : due(open()).orderBy('id').limit(room);
  const locked = dialect === 'postgres' ? pick.forUpdate().skipLocked() : pick;
  return db
    .updateTable('deploymentDeliveries')
    .set({
      status: 'delivering',
      lockedBy: o.token,
      lockedUntil: new Date(new Date(now).getTime() + o.leaseMs).toISOString(),
    })
    .where('id', 'in', locked)
    .returning(['id', 'orgId', 'targetAppId', 'eventType', 'payload', 'attempts'])
    .execute();
}
