import { conflict, forOrg, newId, notFound, toIso } from '@ecohub/core';
import { MAX_TOKENS_PER_USER } from '../../shared/constants.ts';
import type { CreatedToken, DeviceToken } from '../../shared/tokens.ts';
import type { IphoneHub } from '../hub.ts';
import { hashToken, newDeviceToken } from './hash.ts';

const COLUMNS = ['id', 'name', 'prefix', 'createdAt', 'lastUsedAt', 'revokedAt'] as const;

/** Who a valid token speaks for. */
export interface TokenOwner {
  tokenId: string;
  orgId: string;
  userId: string;
  name: string;
  email: string;
}

/**
 * Device tokens: each belongs to one organisation and one user, is shown once when created and
 * stored as its SHA-256 only; a revoked token stays listed (with its date) and is refused.
 */
export function tokenStore(hub: IphoneHub) {
  return {
    list: (orgId: string, userId: string): Promise<DeviceToken[]> =>
      forOrg(hub.db, orgId)
        .selectFrom('iphoneDeviceTokens')
        .select(COLUMNS)
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute(),

    async create(orgId: string, userId: string, name: string): Promise<CreatedToken> {
      const active = await forOrg(hub.db, orgId)
        .selectFrom('iphoneDeviceTokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(active.n) >= MAX_TOKENS_PER_USER) {
        throw conflict(`Revoke a device first: a user keeps at most ${MAX_TOKENS_PER_USER} active tokens`);
      }
      const token = newDeviceToken();
      const row = {
        id: newId(),
        name,
        prefix: token.slice(0, 10),
        createdAt: toIso(hub.clock.now()),
        lastUsedAt: null,
        revokedAt: null,
      };
      await forOrg(hub.db, orgId)
        .insertInto('iphoneDeviceTokens', { ...row, userId, tokenHash: hashToken(token) })
        .execute();
      return { ...row, token };
    },

    /** Revokes one of the user's own tokens; another's (or another organisation's) is a 404. */
    async revoke(orgId: string, userId: string, id: string): Promise<DeviceToken> {
      const now = toIso(hub.clock.now());
      const r = await forOrg(hub.db, orgId)
        .updateTable('iphoneDeviceTokens')
        .set({ revokedAt: now })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      const row = await forOrg(hub.db, orgId)
        .selectFrom('iphoneDeviceTokens')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!row || (Number(r.numUpdatedRows) === 0 && !row.revokedAt))
        throw notFound('Device token not found');
      return row;
    },

    /**
     * The owner of an active token, or null. Looks the hash up across organisations on purpose:
     * the token is what says which organisation a Shortcut's post belongs to. A token whose user
     * left the organisation is refused too.
     */
    async resolve(token: string): Promise<TokenOwner | null> {
      const row = await hub.db
        .selectFrom('iphoneDeviceTokens as t')
        .innerJoin('memberships as m', (j) =>
          j.onRef('m.orgId', '=', 't.orgId').onRef('m.userId', '=', 't.userId'),
        )
        .innerJoin('users as u', 'u.id', 't.userId')
        .select(['t.id', 't.orgId', 't.userId', 't.name', 'u.email'])
        .where('t.tokenHash', '=', hashToken(token.trim()))
        .where('t.revokedAt', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      await hub.db
        .updateTable('iphoneDeviceTokens')
        .set({ lastUsedAt: toIso(hub.clock.now()) })
        .where('id', '=', row.id)
        .execute();
      return { tokenId: row.id, orgId: row.orgId, userId: row.userId, name: row.name, email: row.email };
    },
  };
}

export type TokenStore = ReturnType<typeof tokenStore>;
