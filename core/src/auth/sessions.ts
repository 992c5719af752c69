import { hash, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import { toIso } from '../db/conventions.ts';
import { prepareQuery } from '../db/prepared.ts';
import { tableWritesOf } from '../db/table-writes.ts';
import type { CoreTables } from '../db/tables.ts';
import type { Clock } from '../plugin.ts';
import { SessionCache } from './session-cache.ts';
import { MEMBER_COLUMNS } from './user-view.ts';

/** Sessions after the Lucia guide: token = `<id>.<secret>`, only SHA-256(secret) is stored. */
export const SESSION_COOKIE = 'ecohub_session';
export const INACTIVITY_TIMEOUT_MS = 10 * 24 * 3600_000;
export const ACTIVITY_CHECK_INTERVAL_MS = 3600_000;
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 3600_000;
/**
 * A super admin elevation (sudo mode) lapses ELEVATION_IDLE_MS after its last use (renewed by each
 * admin call), and ELEVATION_LIFETIME_MS after it was granted whatever the use.
 */
export const ELEVATION_IDLE_MS = 15 * 60_000;
export const ELEVATION_LIFETIME_MS = 2 * 3600_000;

/** Whether an elevation granted at `elevatedAt` and last used at `usedAt` still holds at `now`. */
export function elevationHolds(elevatedAt: string | null, usedAt: string | null, now: number): boolean {
  if (elevatedAt === null) return false;
  const granted = Date.parse(elevatedAt);
  return now - granted < ELEVATION_LIFETIME_MS && now - Date.parse(usedAt ?? elevatedAt) < ELEVATION_IDLE_MS;
}

/** When an elevation lapses if it is not used again. */
export function elevationExpiresAt(elevatedAt: string, usedAt: string | null): Date {
  const granted = Date.parse(elevatedAt);
  return new Date(
    Math.min(granted + ELEVATION_LIFETIME_MS, Date.parse(usedAt ?? elevatedAt) + ELEVATION_IDLE_MS),
  );
}

export interface SessionRow {
  id: string;
  userId: string;
  orgId: string;
  createdAt: string;
  lastVerifiedAt: string;
  absoluteExpiresAt: string;
  elevatedAt: string | null;
  elevationUsedAt: string | null;
}

/** The session's user and their membership of the session's organisation, when it still exists. */
export interface SessionMember {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isSuperAdmin: unknown;
  role: string;
}

interface SessionJoinRow extends SessionRow {
  secretHash: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isSuperAdmin: unknown;
  role: string | null;
}

function randomString(bytes = 20): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return encodeBase32LowerCaseNoPadding(b);
}

const hashSecret = (secret: string): string => hash('sha256', secret, 'hex');

/** Every request of a signed-in user runs these: built and compiled once per database. */
function sessionQueries(db: Kysely<CoreTables>) {
  const writes = tableWritesOf(db);
  return {
    // A database opened by `connect` counts its writes to the auth tables: sessions read are then
    // reused for SESSION_CACHE_MS at most, and never after a write (see SessionCache).
    cache: writes ? new SessionCache<ReadSession>(writes) : null,
    // The session, and its user's membership of its organisation (left joined: a session whose
    // membership is gone is still a valid session, only without a principal).
    byId: prepareQuery<SessionJoinRow, { id: string }>(db, (p) =>
      db
        .selectFrom('sessions')
        .leftJoin('memberships', (j) =>
          j
            .onRef('memberships.userId', '=', 'sessions.userId')
            .onRef('memberships.orgId', '=', 'sessions.orgId'),
        )
        .leftJoin('users', 'users.id', 'memberships.userId')
        .select([
          'sessions.id',
          'sessions.userId',
          'sessions.orgId',
          'sessions.secretHash',
          'sessions.createdAt',
          'sessions.lastVerifiedAt',
          'sessions.absoluteExpiresAt',
          'sessions.elevatedAt',
          'sessions.elevationUsedAt',
          ...MEMBER_COLUMNS,
        ])
        .where('sessions.id', '=', p('id')),
    ),
    remove: prepareQuery(db, (p) => db.deleteFrom('sessions').where('id', '=', p('id'))),
    renew: prepareQuery(db, (p) =>
      db
        .updateTable('sessions')
        .set({ lastVerifiedAt: p('at') })
        .where('id', '=', p('id')),
    ),
  };
}

const prepared = new WeakMap<Kysely<CoreTables>, ReturnType<typeof sessionQueries>>();
function queriesFor(db: Kysely<CoreTables>) {
  let q = prepared.get(db);
  if (!q) {
    q = sessionQueries(db);
    prepared.set(db, q);
  }
  return q;
}

export async function createSession(
  db: Kysely<CoreTables>,
  clock: Clock,
  userId: string,
  orgId: string,
): Promise<{ token: string; session: SessionRow }> {
  const id = randomString(15);
  const secret = randomString(20); // 160 bits
  const now = clock.now();
  const session: SessionRow = {
    id,
    userId,
    orgId,
    createdAt: toIso(now),
    lastVerifiedAt: toIso(now),
    absoluteExpiresAt: toIso(new Date(now.getTime() + ABSOLUTE_LIFETIME_MS)),
    elevatedAt: null,
    elevationUsedAt: null,
  };
  await db
    .insertInto('sessions')
    .values({ ...session, secretHash: hashSecret(secret) })
    .execute();
  return { token: `${id}.${secret}`, session };
}

/** Whether a session stored with these timestamps has expired at `now` (inactivity or absolute expiry). */
const expired = (lastVerifiedMs: number, absoluteExpiresMs: number, now: number) =>
  now - lastVerifiedMs >= INACTIVITY_TIMEOUT_MS || now >= absoluteExpiresMs;

/**
 * What a token resolves to: its session and, when the user is still a member of the session's
 * organisation, that membership.
 */
export interface ResolvedSession {
  readonly session: Readonly<SessionRow>;
  readonly member: Readonly<SessionMember> | null;
}

/**
 * A session as read from the database, with what each request checks prepared once: the stored
 * hash as bytes, the timestamps as numbers, and the answer. Kept by the session cache, so shared by
 * the requests it serves: frozen.
 */
interface ReadSession {
  secretHash: Buffer;
  lastVerifiedMs: number;
  absoluteExpiresMs: number;
  resolved: ResolvedSession;
}

function readSession(row: SessionJoinRow): ReadSession {
  const session: SessionRow = Object.freeze({
    id: row.id,
    userId: row.userId,
    orgId: row.orgId,
    createdAt: row.createdAt,
    lastVerifiedAt: row.lastVerifiedAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    elevatedAt: row.elevatedAt,
    elevationUsedAt: row.elevationUsedAt,
  });
  const member: SessionMember | null =
    row.role === null || row.email === null
      ? null
      : Object.freeze({
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          profileImageUrl: row.profileImageUrl,
          isSuperAdmin: row.isSuperAdmin,
          role: row.role,
        });
  return {
    secretHash: Buffer.from(row.secretHash),
    lastVerifiedMs: Date.parse(row.lastVerifiedAt),
    absoluteExpiresMs: Date.parse(row.absoluteExpiresAt),
    resolved: Object.freeze({ session, member }),
  };
}

/**
 * Validates a token in one query: constant-time secret check, inactivity and absolute expiry (an
 * expired session is deleted), and renewal of the activity timestamp at most once per
 * ACTIVITY_CHECK_INTERVAL_MS. Answers the session and, when the user is still a member of the
 * session's organisation, that membership. A session read within SESSION_CACHE_MS (and not written
 * since) is not read again: the secret and the expiry are still checked at every call, and the
 * answer is then given at once (a promise only when something is read or written).
 */
export function resolveSessionToken(
  db: Kysely<CoreTables>,
  clock: Clock,
  token: string,
): ResolvedSession | null | Promise<ResolvedSession | null> {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const end = token.indexOf('.', dot + 1);
  const secret = token.slice(dot + 1, end === -1 ? undefined : end);
  if (!secret || id.length > 64 || secret.length > 64) return null;
  const q = queriesFor(db);
  const kept = q.cache?.get(id);
  if (kept) return verify(q, clock, id, secret, kept);
  return (q.cache ? q.cache.read(id, () => loadSession(q, id)) : loadSession(q, id)).then((s) =>
    verify(q, clock, id, secret, s),
  );
}

/** The session of `id` as read from the database, prepared (see ReadSession). */
async function loadSession(
  q: ReturnType<typeof sessionQueries>,
  id: string,
): Promise<ReadSession | undefined> {
  const [row] = await q.byId({ id });
  return row && readSession(row);
}

/** The token's secret and the session's expiry, checked against the session read for its id. */
function verify(
  q: ReturnType<typeof sessionQueries>,
  clock: Clock,
  id: string,
  secret: string,
  s: ReadSession | undefined,
): ResolvedSession | null | Promise<ResolvedSession | null> {
  if (!s) return null;
  const given = Buffer.from(hashSecret(secret));
  if (given.length !== s.secretHash.length || !timingSafeEqual(given, s.secretHash)) return null;
  const now = clock.now().getTime();
  if (expired(s.lastVerifiedMs, s.absoluteExpiresMs, now)) return q.remove({ id }).then(() => null);
  if (now - s.lastVerifiedMs < ACTIVITY_CHECK_INTERVAL_MS) return s.resolved;
  // The read session may be shared with other requests (cached): it is not changed here.
  const lastVerifiedAt = toIso(new Date(now));
  return q
    .renew({ id, at: lastVerifiedAt })
    .then(() => ({ session: { ...s.resolved.session, lastVerifiedAt }, member: s.resolved.member }));
}

/** Validates a token (see resolveSessionToken) and answers the session, or null. */
export async function validateSessionToken(
  db: Kysely<CoreTables>,
  clock: Clock,
  token: string,
): Promise<Readonly<SessionRow> | null> {
  return (await resolveSessionToken(db, clock, token))?.session ?? null;
}

export async function invalidateSession(db: Kysely<CoreTables>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (password change or reset). */
export async function invalidateUserSessions(db: Kysely<CoreTables>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export async function setSessionElevation(
  db: Kysely<CoreTables>,
  sessionId: string,
  at: Date | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ elevatedAt: at ? toIso(at) : null, elevationUsedAt: at ? toIso(at) : null })
    .where('id', '=', sessionId)
    .execute();
}

/** Renews an elevation by its use (an admin call): its idle window starts again. */
export async function touchSessionElevation(
  db: Kysely<CoreTables>,
  sessionId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ elevationUsedAt: toIso(at) })
    .where('id', '=', sessionId)
    .where('elevatedAt', 'is not', null)
    .execute();
}
