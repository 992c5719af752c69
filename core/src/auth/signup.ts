import { sql } from 'kysely';
import { conflict, HttpError } from '../errors.ts';
import { orgService, userService } from '../orgs/service.ts';
import type { HubApp, HubContext } from '../plugin.ts';
import { validate } from '../validate.ts';
import { hashPassword } from './password.ts';
import { signupSchema } from './schemas.ts';
import { startSession } from './sign-in.ts';
import { splitName, userView } from './user-view.ts';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/** A unique-constraint violation on either dialect (a concurrent sign-up with the same email). */
const isUniqueViolation = (e: unknown): boolean => {
  const code = (e as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** The organisation name when none is given: "<name>'s Organization", else from the email. */
export function defaultOrgName(name: string | undefined, email: string): string {
  const who = name?.trim() || email.split('@')[0] || email;
  return `${who}'s Organization`;
}

/**
 * POST /api/auth/signup: a user, their own organisation on a 14-day trial (no card), an owner
 * membership and a session. The first account of an instance without a super admin becomes the
 * super admin, and its organisation the platform organisation when there is none yet.
 */
export function signupRoute(app: HubApp, hub: HubContext): void {
  app.post('/api/auth/signup', validate('json', signupSchema), async (c) => {
    const body = c.req.valid('json');
    if (await userService(hub.db, hub.clock).byEmail(body.email)) throw conflict(EMAIL_TAKEN);
    const passwordHash = await hashPassword(body.password);
    const { firstName, lastName } = splitName(body.name);
    const created = await hub.db
      .transaction()
      .execute(async (trx) => {
        // On PostgreSQL, hub processes sign up one at a time, so two first accounts cannot both
        // become super admin. (SQLite transactions are serialised already.)
        if (hub.dialect === 'postgres') {
          await sql`select pg_advisory_xact_lock(hashtext('ecohub.signup'))`.execute(trx);
        }
        const users = userService(trx, hub.clock);
        const orgs = orgService(trx, hub.clock);
        const first = !(await users.hasSuperAdmin());
        const org = await orgs.create({
          name: body.organizationName ?? defaultOrgName(body.name, body.email),
          isPlatform: first && !(await orgs.platform()),
        });
        const user = await users.create({
          email: body.email,
          passwordHash,
          firstName,
          lastName,
          isSuperAdmin: first,
        });
        await orgs.addMember(org.id, user.id, 'owner');
        return { userId: user.id, orgId: org.id };
      })
      .catch((e) => {
        throw isUniqueViolation(e) ? conflict(EMAIL_TAKEN) : e;
      });
    await startSession(c, hub, created.userId, created.orgId);
    const view = await userView(hub.db, created.userId, created.orgId);
    if (!view) throw new HttpError(500, 'The new account could not be read back', 'internal_error');
    return c.json(view, 201);
  });
}
