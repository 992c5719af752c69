import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { hubSecret } from '../db/hub-secrets.ts';
import type { CoreTables } from '../db/tables.ts';
import { conflict, HttpError } from '../errors.ts';
import { orgService, userService } from '../orgs/service.ts';
import type { HubApp, HubContext, HubEnv } from '../plugin.ts';
import { validate } from '../validate.ts';
import { authLimits } from './auth-limits.ts';
import { hashPassword } from './password.ts';
import { clientAddress, rateLimiter } from './rate-limit.ts';
import { signupSchema } from './schemas.ts';
import { consumeSetupToken, SETUP_TOKEN_INVALID } from './setup-token.ts';
import { startSession } from './sign-in.ts';
import { splitName, userView } from './user-view.ts';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
export const SIGNUP_CHECK_EMAIL =
  'Check your email: we sent a link to finish creating your account to that address.';
export const SIGNUP_LINK_INVALID =
  'This sign-up link is invalid, has expired or was already used. Please sign up again or sign in.';
/** How long a sign-up link (SMTP configured) stays valid. */
export const SIGNUP_LINK_LIFETIME_MS = 24 * 3600_000;

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

interface NewAccount {
  email: string;
  passwordHash: string;
  name?: string;
  organizationName?: string;
  /** The one-time setup token: makes the account super admin (and its organisation the platform's). */
  setupToken?: string;
}

/** What a sign-up link carries, sealed (AES-256-GCM) with a key only the hub holds. */
interface Pending {
  e: string;
  h: string;
  n?: string;
  o?: string;
  x: number;
}

const verifySchema = z.object({ token: z.string().min(1).max(4096) });

/**
 * POST /api/auth/signup: a user, their own organisation on a 14-day trial (no card), an owner
 * membership and a session. Super admin only with the one-time setup token `serve` prints on an
 * instance without one (or from the CLI). Rate-limited per address and per email.
 *
 * With SMTP configured, the answer is the same for a new and a known address (202, "check your
 * email"): the account is created when the emailed link is opened (POST /api/auth/signup/verify),
 * and a known address gets a "you already have an account" mail instead. Without SMTP there is
 * no way to reach the address, so a taken email answers 409 (see the README's trade-off).
 */
export function signupRoute(app: HubApp, hub: HubContext): void {
  const limiter = rateLimiter(hub.db, hub.clock);
  const users = userService(hub.db, hub.clock);

  // Typed by core's tables, so is the transaction (hub.db is untyped for v1 plugins).
  const db: Kysely<CoreTables> = hub.db;
  const create = (c: Context<HubEnv>, account: NewAccount) =>
    db
      .transaction()
      .execute(async (trx) => {
        // On PostgreSQL, hub processes sign up one at a time, so two setup sign-ups cannot both
        // become super admin. (SQLite transactions are serialised already.)
        if (hub.dialect === 'postgres') {
          await sql`select pg_advisory_xact_lock(hashtext('ecohub.signup'))`.execute(trx);
        }
        const txUsers = userService(trx, hub.clock);
        const orgs = orgService(trx, hub.clock);
        let superAdmin = false;
        if (account.setupToken !== undefined) {
          if (!(await consumeSetupToken(trx, account.setupToken)) || (await txUsers.hasSuperAdmin()))
            throw new HttpError(400, SETUP_TOKEN_INVALID, 'invalid_setup_token');
          superAdmin = true;
        }
        const { firstName, lastName } = splitName(account.name);
        const org = await orgs.create({
          name: account.organizationName ?? defaultOrgName(account.name, account.email),
          isPlatform: superAdmin && !(await orgs.platform()),
        });
        const user = await txUsers.create({
          email: account.email,
          passwordHash: account.passwordHash,
          firstName,
          lastName,
          isSuperAdmin: superAdmin,
        });
        await orgs.addMember(org.id, user.id, 'owner');
        return { userId: user.id, orgId: org.id };
      })
      .then(async (created) => {
        await startSession(c, hub, created.userId, created.orgId);
        const view = await userView(hub.db, created.userId, created.orgId);
        if (!view) throw new HttpError(500, 'The new account could not be read back', 'internal_error');
        return c.json(view, 201);
      });

  const sealKey = async () => Buffer.from(await hubSecret(hub.db, 'signup-link'), 'hex');
  const seal = async (p: Pending): Promise<string> => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await sealKey(), iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(p), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };
  const open = async (token: string): Promise<Pending | null> => {
    try {
      const raw = Buffer.from(token, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', await sealKey(), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as Pending;
    } catch {
      return null;
    }
  };

  /** The mail of a sign-up with SMTP configured: a link for a new address, a notice for a known one. */
  const mailSignup = async (body: {
    email: string;
    password: string;
    name?: string;
    organizationName?: string;
  }) => {
    const known = await users.byEmail(body.email);
    if (known) {
      await hub.mail.send({
        orgId: null,
        to: body.email,
        subject: 'You already have an Ecosystem Hub account',
        text: [
          'Someone (maybe you) tried to create an Ecosystem Hub account with this email address.',
          '',
          `You already have one: sign in at ${hub.config.publicUrl}/login`,
          'If you forgot your password, choose "Forgot password" there. If it was not you, ignore this email.',
        ].join('\n'),
        template: 'signup-known',
      });
      return;
    }
    const token = await seal({
      e: body.email,
      h: await hashPassword(body.password),
      n: body.name,
      o: body.organizationName,
      x: hub.clock.now().getTime() + SIGNUP_LINK_LIFETIME_MS,
    });
    await hub.mail.send({
      orgId: null,
      to: body.email,
      subject: 'Finish creating your Ecosystem Hub account',
      text: [
        'Open this link to finish creating your Ecosystem Hub account:',
        `${hub.config.publicUrl}/signup?verify=${token}`,
        '',
        'The link expires in 24 hours. If you did not sign up, ignore this email: no account is created.',
      ].join('\n'),
      template: 'signup-verify',
    });
  };

  app.post('/api/auth/signup', validate('json', signupSchema), async (c) => {
    const body = c.req.valid('json');
    await limiter.hit(authLimits('signup', clientAddress(c), body.email));
    if (hub.config.SMTP_URL && body.setupToken === undefined) {
      // One answer, in about the same time, for a new and a known address: the work is done after it.
      mailSignup(body).catch((err: Error) =>
        // The message may hold the link: log the error's text only.
        hub.log.error({ err: err.message }, 'sign-up mail failed'),
      );
      return c.json({ message: SIGNUP_CHECK_EMAIL }, 202);
    }
    if (await users.byEmail(body.email)) throw conflict(EMAIL_TAKEN);
    const passwordHash = await hashPassword(body.password);
    return create(c, { ...body, passwordHash }).catch((e) => {
      throw isUniqueViolation(e) ? conflict(EMAIL_TAKEN) : e;
    });
  });

  app.post('/api/auth/signup/verify', validate('json', verifySchema), async (c) => {
    const pending = await open(c.req.valid('json').token);
    const invalid = () => new HttpError(400, SIGNUP_LINK_INVALID, 'invalid_token');
    if (!pending || pending.x <= hub.clock.now().getTime()) throw invalid();
    // A link works once: after it, the address has its account.
    if (await users.byEmail(pending.e)) throw invalid();
    return create(c, {
      email: pending.e,
      passwordHash: pending.h,
      name: pending.n,
      organizationName: pending.o,
    }).catch((e) => {
      throw isUniqueViolation(e) ? invalid() : e;
    });
  });
}
