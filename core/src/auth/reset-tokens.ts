import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import { newId, toIso } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import type { Clock } from '../plugin.ts';

/** Reset links are valid for 24 hours and single-use (spec 002 §9). */
export const RESET_TOKEN_LIFETIME_MS = 24 * 3600_000;

export type ResetTokenStatus = 'sent' | 'used' | 'expired';

export interface ResetTokenInfo {
  id: string;
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  status: ResetTokenStatus;
}

export const hashResetToken = (token: string): string =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/** Password reset tokens: the token goes into the mail only; the database keeps its SHA-256. */
export function resetTokenStore(db: Kysely<CoreTables>, clock: Clock) {
  const statusOf = (r: { usedAt: string | null; expiresAt: string }): ResetTokenStatus => {
    if (r.usedAt) return 'used';
    return Date.parse(r.expiresAt) <= clock.now().getTime() ? 'expired' : 'sent';
  };
  return {
    async issue(user: { id: string; email: string }): Promise<{ token: string; expiresAt: string }> {
      const bytes = new Uint8Array(32); // 256 bits
      crypto.getRandomValues(bytes);
      const token = encodeBase32LowerCaseNoPadding(bytes);
      const now = clock.now();
      const expiresAt = toIso(new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS));
      await db
        .insertInto('passwordResetTokens')
        .values({
          id: newId(),
          tokenHash: hashResetToken(token),
          userId: user.id,
          email: user.email,
          createdAt: toIso(now),
          expiresAt,
          usedAt: null,
        })
        .execute();
      return { token, expiresAt };
    },

    /** The user of a token that is unused and unexpired, else null. */
    async find(token: string): Promise<{ id: string; userId: string } | null> {
      const r = await db
        .selectFrom('passwordResetTokens')
        .select(['id', 'userId', 'usedAt', 'expiresAt'])
        .where('tokenHash', '=', hashResetToken(token))
        .executeTakeFirst();
      return r && statusOf(r) === 'sent' ? { id: r.id, userId: r.userId } : null;
    },

    /**
     * Marks a token used, only if it still is unused and unexpired. False when another request
     * used it first. Other open tokens of the user expire with it: one reset closes them all.
     */
    async consume(trx: Kysely<CoreTables>, id: string, userId: string): Promise<boolean> {
      const now = toIso(clock.now());
      const r = await trx
        .updateTable('passwordResetTokens')
        .set({ usedAt: now })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('passwordResetTokens')
        .set({ expiresAt: now })
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .execute();
      return true;
    },

    /** Metadata of the tokens of an organisation's members, newest first. Never a token or hash. */
    async listForOrg(orgId: string, limit: number): Promise<ResetTokenInfo[]> {
      const rows = await db
        .selectFrom('passwordResetTokens as t')
        .innerJoin('memberships as m', 'm.userId', 't.userId')
        .select(['t.id', 't.email', 't.createdAt', 't.expiresAt', 't.usedAt'])
        .where('m.orgId', '=', orgId)
        .orderBy('t.createdAt', 'desc')
        .orderBy('t.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, status: statusOf(r) }));
    },
  };
}
