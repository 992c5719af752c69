import type { Kysely } from 'kysely';
import type { CoreTables } from '../db/tables.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { userService } from '../orgs/service.ts';
import type { HubApp, HubContext } from '../plugin.ts';
import { validate } from '../validate.ts';
import { authLimits } from './auth-limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { principalOf, requireAuth } from './principal.ts';
import { clientAddress, rateLimiter } from './rate-limit.ts';
import { changePasswordSchema } from './schemas.ts';
import { invalidateUserSessions } from './sessions.ts';
import { startSession } from './sign-in.ts';

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_UNCHANGED = 'New password must be different from the current password';
export const PASSWORD_CHANGED = 'Your password has been updated successfully';

/**
 * POST /api/auth/change-password: checks the current password, sets the new one, signs every
 * device out, then gives the caller a fresh session so only they stay signed in.
 */
export function changePasswordRoute(app: HubApp, hub: HubContext): void {
  const limiter = rateLimiter(hub.db, hub.clock);

  app.post('/api/auth/change-password', requireAuth(), validate('json', changePasswordSchema), async (c) => {
    const p = principalOf(c);
    if (!p.user) throw unauthorized();
    const userId = p.user.id;
    const { currentPassword, newPassword } = c.req.valid('json');
    // A wrong current password counts like a failed sign-in: this is a password oracle too.
    const hit = await limiter.hit(authLimits('login', clientAddress(c), p.user.email));
    const user = await userService(hub.db, hub.clock).byId(userId);
    if (!(await verifyPassword(user?.passwordHash, currentPassword))) {
      throw new HttpError(400, CURRENT_PASSWORD_WRONG, 'invalid_password', [
        { path: 'currentPassword', message: CURRENT_PASSWORD_WRONG },
      ]);
    }
    await hit.release();
    if (newPassword === currentPassword) {
      throw new HttpError(400, PASSWORD_UNCHANGED, 'validation', [
        { path: 'newPassword', message: PASSWORD_UNCHANGED },
      ]);
    }
    const passwordHash = await hashPassword(newPassword);
    // Typed by core's tables, so is the transaction (hub.db is untyped for v1 plugins).
    const db: Kysely<CoreTables> = hub.db;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ passwordHash, updatedAt: hub.clock.now().toISOString() })
        .where('id', '=', userId)
        .execute();
      await invalidateUserSessions(trx, userId);
    });
    // The caller's own session is gone with the others; startSession must not end it twice.
    c.set('principal', { ...p, sessionId: null });
    await startSession(c, hub, userId, p.orgId);
    return c.json({ message: PASSWORD_CHANGED });
  });
}
