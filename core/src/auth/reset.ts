import type { Kysely } from 'kysely';
import type { CoreTables } from '../db/tables.ts';
import { HttpError } from '../errors.ts';
import { userService } from '../orgs/service.ts';
import type { HubApp, HubContext } from '../plugin.ts';
import { validate } from '../validate.ts';
import { authLimits } from './auth-limits.ts';
import { hashPassword } from './password.ts';
import { orgOf, requireRole } from './principal.ts';
import { clientAddress, rateLimiter } from './rate-limit.ts';
import { resetTokenStore } from './reset-tokens.ts';
import { forgotPasswordSchema, resetPasswordSchema, resetTokensQuerySchema } from './schemas.ts';
import { invalidateUserSessions } from './sessions.ts';

export const RESET_SENT =
  'If an account exists for that email address, password reset instructions have been sent to it.';
export const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
export const RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';

/** POST /api/auth/forgot-password, POST /api/auth/reset-password, GET /api/auth/reset-tokens. */
export function resetRoutes(app: HubApp, hub: HubContext): void {
  const limiter = rateLimiter(hub.db, hub.clock);
  const tokens = resetTokenStore(hub.db, hub.clock);
  const users = userService(hub.db, hub.clock);

  const sendResetLink = async (user: { id: string; email: string }) => {
    const { token } = await tokens.issue(user);
    await hub.mail.send({
      // No organisation: the outbox of an organisation is readable by its admins, who must not
      // be able to take over another member's (or the owner's) account with this link.
      orgId: null,
      to: user.email,
      subject: 'Reset your Ecosystem Hub password',
      text: [
        'Someone asked to reset the password of your Ecosystem Hub account.',
        '',
        `Open this link to choose a new password: ${hub.config.publicUrl}/login?reset=${token}`,
        '',
        'The link works once and expires in 24 hours. If you did not ask for it, ignore this email:',
        'your password stays as it is.',
      ].join('\n'),
      template: 'password-reset',
    });
  };

  app.post('/api/auth/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    await limiter.hit(authLimits('forgot-password', clientAddress(c), email));
    const user = await users.byEmail(email);
    // The same answer, in about the same time, whether or not the account exists: the token and
    // the mail (an SMTP round trip when configured) are made after the answer has gone.
    if (user) {
      sendResetLink({ id: user.id, email: user.email }).catch((err: Error) =>
        // The message holds the token: log the error's text only.
        hub.log.error({ err: err.message }, 'password reset mail failed'),
      );
    }
    return c.json({ message: RESET_SENT });
  });

  app.post('/api/auth/reset-password', validate('json', resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const found = await tokens.find(token);
    if (!found) throw new HttpError(400, RESET_INVALID, 'invalid_token');
    const passwordHash = await hashPassword(password);
    // Typed by core's tables, so is the transaction (hub.db is untyped for v1 plugins).
    const db: Kysely<CoreTables> = hub.db;
    const done = await db.transaction().execute(async (trx) => {
      if (!(await tokens.consume(trx, found.id, found.userId))) return false;
      await trx
        .updateTable('users')
        .set({ passwordHash, updatedAt: hub.clock.now().toISOString() })
        .where('id', '=', found.userId)
        .execute();
      await invalidateUserSessions(trx, found.userId);
      return true;
    });
    if (!done) throw new HttpError(400, RESET_INVALID, 'invalid_token');
    return c.json({ message: RESET_DONE });
  });

  app.get(
    '/api/auth/reset-tokens',
    requireRole('admin'),
    validate('query', resetTokensQuerySchema),
    async (c) => {
      const { limit } = c.req.valid('query');
      return c.json({ tokens: await tokens.listForOrg(orgOf(c), limit) });
    },
  );
}
