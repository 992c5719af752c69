import type { CoreTables, Dialect } from '@ecohub/core';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DeploymentTables } from '../db.ts';

type Db = Kysely<CoreTables & DeploymentTables>;

export interface ClaimedDelivery {
  id: string;
  orgId: string;
  targetAppId: string;
  eventType: string;
  payload: string;
  attempts: number;
  /** What its endpoint may have in flight, as read by this claim (its limit, 1 while failing or ordered). */
  cap: number;
}

interface ClaimOptions {
  now: Date;
  leaseMs: number;
  token: string;
  limit: number;
  /** Deliveries this process is sending right now: never taken again here, whatever their lease says. */
  exclude: string[];
  /** Also look for deliveries whose lease ran out (their process died): not needed on every claim. */
  reclaimExpired: boolean;
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
    const busyHere = inFlight.get(e.appId) ?? 0;
    const free = cap - busyHere;
    // While some of its deliveries are in flight (their end wakes the worker), an endpoint is claimed
    // for once a quarter of its room is free: one statement for several deliveries, not one each.
    if (free <= 0 || (busyHere > 0 && free < Math.ceil(cap / 4))) continue;
    const room = Math.min(left, free);
    for (const d of await claimFor(db, dialect, e.appId, e.ordered === 1, room, now, o))
      claimed.push({ ...d, cap });
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
): Promise<Array<Omit<ClaimedDelivery, 'cap'>>> {
  const take = async (
    pick: SelectQueryBuilder<CoreTables & DeploymentTables, 'deploymentDeliveries', { id: string }>,
  ) => {
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
  };
  const of = () => db.selectFrom('deploymentDeliveries').select('id').where('targetAppId', '=', target);
  if (ordered) {
    // Ordered: the oldest open delivery only, and only once it is due (later ones wait behind it).
    const oldest = of().where('status', 'in', ['pending', 'delivering']).orderBy('id').limit(1);
    return take(
      of()
        .where('id', '=', oldest)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('nextAttemptAt', '<=', now)]),
            eb.and([eb('status', '=', 'delivering'), eb('lockedUntil', '<', now)]),
          ]),
        ),
    );
  }
  // Taken over from a process whose lease ran out (rare), then pending ones in id order. Two reads,
  // each walking the (target, status, id) index in order and stopping at the limit: never a sort of
  // the endpoint's whole backlog. SQLite (no statistics) would rather take the (status,
  // next_attempt_at) index and sort every pending row of every endpoint (12 ms instead of 65 µs with
  // 10,000 pending): the unary + keeps next_attempt_at a filter, not an index key.
  const expired = !o.reclaimExpired
    ? []
    : await take(
        of()
          .where('status', '=', 'delivering')
          .where('lockedUntil', '<', now)
          .$if(o.exclude.length > 0, (q) => q.where('id', 'not in', o.exclude))
          .limit(room),
      );
  if (expired.length >= room) return expired;
  const pending = await take(
    of()
      .where('status', '=', 'pending')
      .where(
        dialect === 'sqlite' ? sql<string>`+${sql.ref('nextAttemptAt')}` : sql.ref('nextAttemptAt'),
        '<=',
        now,
      )
      .$if(o.exclude.length > 0, (q) => q.where('id', 'not in', o.exclude))
      .orderBy('id')
      .limit(room - expired.length),
  );
  return [...expired, ...pending];
}
