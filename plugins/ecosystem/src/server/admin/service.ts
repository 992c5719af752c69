import { bool, elevationHolds, forOrg, toIso } from '@ecohub/core';
import { ADMIN_GRANT_TTL_MS, type AdminCheckResult } from '../../shared/index.ts';
import { newGrantToken, sha256 } from '../apps/keys.ts';
import type { EcosystemHub } from '../hub.ts';

export const DENIED: AdminCheckResult = {
  superAdmin: false,
  bypassPaywall: false,
  user: null,
  expiresAt: null,
};

/** Admin View grants (spec 002 §4): short-lived tokens an app's server confirms; only hashes are stored. */
export function adminGrants(hub: EcosystemHub) {
  const { db, clock } = hub;
  return {
    /** A new grant for one app of the organisation, made by a super admin's session. */
    async create(
      orgId: string,
      appId: string,
      by: { userId: string; sessionId: string },
    ): Promise<{ token: string; expiresAt: string }> {
      const token = newGrantToken();
      const now = clock.now();
      const expiresAt = toIso(new Date(now.getTime() + ADMIN_GRANT_TTL_MS));
      // Expired grants are worthless: drop them, whoever's, as new ones are made (cross-tenant on purpose).
      await db.deleteFrom('ecosystemAdminGrants').where('expiresAt', '<=', toIso(now)).execute();
      await forOrg(db, orgId)
        .insertInto('ecosystemAdminGrants', {
          tokenHash: sha256(token),
          appId,
          userId: by.userId,
          sessionId: by.sessionId,
          expiresAt,
          createdAt: toIso(now),
        })
        .execute();
      return { token, expiresAt };
    },

    /**
     * What a grant proves to the app it was made for: a super admin only while the grant is fresh,
     * its user still a super admin and the session's elevation still holds — core's rule
     * (`elevationHolds`: 15 idle minutes, 2 h at most), not merely that it was elevated once.
     */
    async check(app: { id: string; orgId: string }, token: string): Promise<AdminCheckResult> {
      const grant = await forOrg(db, app.orgId)
        .selectFrom('ecosystemAdminGrants')
        .innerJoin('users', 'users.id', 'ecosystemAdminGrants.userId')
        .leftJoin('sessions', 'sessions.id', 'ecosystemAdminGrants.sessionId')
        .select([
          'ecosystemAdminGrants.expiresAt',
          'users.email',
          'users.isSuperAdmin',
          'sessions.elevatedAt',
          'sessions.elevationUsedAt',
        ])
        .where('ecosystemAdminGrants.tokenHash', '=', sha256(token))
        .where('ecosystemAdminGrants.appId', '=', app.id)
        .executeTakeFirst();
      const now = clock.now().getTime();
      const valid =
        grant &&
        Date.parse(grant.expiresAt) > now &&
        bool(grant.isSuperAdmin) &&
        elevationHolds(grant.elevatedAt ?? null, grant.elevationUsedAt ?? null, now);
      return valid
        ? { superAdmin: true, bypassPaywall: true, user: { email: grant.email }, expiresAt: grant.expiresAt }
        : DENIED;
    },
  };
}

export type AdminGrants = ReturnType<typeof adminGrants>;
