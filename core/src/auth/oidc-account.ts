import { type Kysely, sql } from 'kysely';
import { toIso } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import { orgService, userService } from '../orgs/service.ts';
import type { HubContext } from '../plugin.ts';
import { type OidcIdentity, OidcLoginError } from './oidc-client.ts';

const isUniqueViolation = (e: unknown): boolean => {
  const code = (e as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * The account of a verified identity: the user with this subject; else the user with this
 * verified email, now linked to the subject; else a new user with their own organisation on a
 * 14-day trial, under the same first-account rules as sign-up (the first account of an instance
 * without a super admin becomes it, and its organisation the platform one when there is none).
 */
export async function accountForIdentity(
  hub: HubContext,
  id: OidcIdentity,
): Promise<{ userId: string; orgId: string; created: boolean }> {
  const users = userService(hub.db, hub.clock);
  const bySubject = await hub.db
    .selectFrom('users')
    .select('id')
    .where('oidcSubject', '=', id.sub)
    .executeTakeFirst();
  if (bySubject) return { userId: bySubject.id, orgId: await orgFor(hub, bySubject.id, id), created: false };

  if (!id.email)
    throw new OidcLoginError('email_missing', 'The identity provider did not share an email address');
  // Linking or creating by an unverified address would let anyone claim someone else's account.
  if (!id.emailVerified)
    throw new OidcLoginError(
      'email_not_verified',
      'The identity provider has not verified this email address',
    );

  const byEmail = await users.byEmail(id.email);
  if (byEmail) {
    if (byEmail.oidcSubject && byEmail.oidcSubject !== id.sub)
      throw new OidcLoginError('account_conflict', 'This email is linked to another single sign-on identity');
    await hub.db
      .updateTable('users')
      .set({
        oidcSubject: id.sub,
        firstName: byEmail.firstName ?? id.firstName,
        lastName: byEmail.lastName ?? id.lastName,
        profileImageUrl: byEmail.profileImageUrl ?? id.picture,
        updatedAt: toIso(hub.clock.now()),
      })
      .where('id', '=', byEmail.id)
      .execute();
    return { userId: byEmail.id, orgId: await orgFor(hub, byEmail.id, id), created: false };
  }

  try {
    // Typed by core's tables, so is the transaction (hub.db is untyped for v1 plugins).
    const db: Kysely<CoreTables> = hub.db;
    const made = await db.transaction().execute(async (trx) => {
      // The sign-up lock (auth/signup.ts): password and single sign-on accounts are created one at
      // a time on PostgreSQL, so two first accounts cannot both become super admin.
      if (hub.dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext('ecohub.signup'))`.execute(trx);
      const txUsers = userService(trx, hub.clock);
      const orgs = orgService(trx, hub.clock);
      const first = !(await txUsers.hasSuperAdmin());
      const org = await orgs.create({ name: orgName(id), isPlatform: first && !(await orgs.platform()) });
      const user = await txUsers.create({
        email: id.email!,
        firstName: id.firstName,
        lastName: id.lastName,
        isSuperAdmin: first,
        oidcSubject: id.sub,
      });
      if (id.picture)
        await trx
          .updateTable('users')
          .set({ profileImageUrl: id.picture })
          .where('id', '=', user.id)
          .execute();
      await orgs.addMember(org.id, user.id, 'owner');
      return { userId: user.id, orgId: org.id };
    });
    return { ...made, created: true };
  } catch (e) {
    // A parallel callback for the same person won the race: use the account it made.
    if (isUniqueViolation(e)) return accountForIdentity(hub, id);
    throw e;
  }
}

const orgName = (id: OidcIdentity) => `${id.firstName?.trim() || id.email!.split('@')[0]}'s Organization`;

/** The organisation to sign in to; a user without one (removed from all) gets a new one. */
async function orgFor(hub: HubContext, userId: string, id: OidcIdentity): Promise<string> {
  const existing = await userService(hub.db, hub.clock).defaultOrgId(userId);
  if (existing) return existing;
  const orgs = orgService(hub.db, hub.clock);
  const org = await orgs.create({ name: orgName({ ...id, email: id.email ?? 'my' }) });
  await orgs.addMember(org.id, userId, 'owner');
  return org.id;
}
