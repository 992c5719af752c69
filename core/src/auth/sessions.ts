import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import { toIso } from '../db/conventions.ts';
import type { Clock } from '../plugin.ts';

/** Sessions after the Lucia guide: token = `<id>.<secret>`, only SHA-256(secret) is stored. */
export const SESSION_COOKIE = 'ecohub_session';
export const INACTIVITY_TIMEOUT_MS = 10 * 24 * 3600_000;
export const ACTIVITY_CHECK_INTERVAL_MS = 3600_000;
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 3600_000;
export const ELEVATION_LIFETIME_MS = 12 * 3600_000;

export interface SessionRow {
  id: string;
  userId: string;
  orgId: string;
  createdAt: string;
  lastVerifiedAt: string;
  absoluteExpiresAt: string;
  elevatedAt: string | null;
}

function randomString(bytes = 20): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return encodeBase32LowerCaseNoPadding(b);
}

const hashSecret = (secret: string): string => encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));

export async function createSession(
  db: Kysely<any>,
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
  };
  await db
    .insertInto('sessions')
    .values({ ...session, secretHash: hashSecret(secret) })
    .execute();
  return { token: `${id}.${secret}`, session };
}

/**
 * Validates a token: constant-time secret check, inactivity and absolute expiry, and renewal of
 * the activity timestamp at most once per ACTIVITY_CHECK_INTERVAL_MS.
 */
export async function validateSessionToken(
  db: Kysely<any>,
  clock: Clock,
  token: string,
): Promise<SessionRow | null> {
  const [id, secret] = token.split('.');
  if (!id || !secret || id.length > 64 || secret.length > 64) return null;
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const given = new TextEncoder().encode(hashSecret(secret));
  const stored = new TextEncoder().encode(row.secretHash);
  if (given.length !== stored.length || !constantTimeEqual(given, stored)) return null;
  const now = clock.now().getTime();
  const last = Date.parse(row.lastVerifiedAt);
  if (now - last >= INACTIVITY_TIMEOUT_MS || now >= Date.parse(row.absoluteExpiresAt)) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now - last >= ACTIVITY_CHECK_INTERVAL_MS) {
    row.lastVerifiedAt = toIso(new Date(now));
    await db
      .updateTable('sessions')
      .set({ lastVerifiedAt: row.lastVerifiedAt })
      .where('id', '=', id)
      .execute();
  }
  const { secretHash: _omit, ...session } = row;
  return session as SessionRow;
}

export async function invalidateSession(db: Kysely<any>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (password change or reset). */
export async function invalidateUserSessions(db: Kysely<any>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export async function setSessionElevation(
  db: Kysely<any>,
  sessionId: string,
  at: Date | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ elevatedAt: at ? toIso(at) : null })
    .where('id', '=', sessionId)
    .execute();
}
