import type { Context } from 'hono';
import { forbidden, HttpError, unauthorized } from '../errors.ts';
import { userService } from '../orgs/service.ts';
import type { HubApp, HubContext, HubEnv } from '../plugin.ts';
import { validate } from '../validate.ts';
import { authLimits, pairKey } from './auth-limits.ts';
import { clearSessionCookie } from './cookie.ts';
import { verifyPassword } from './password.ts';
import { principalOf } from './principal.ts';
import { clientAddress, rateLimiter } from './rate-limit.ts';
import { loginSchema } from './schemas.ts';
import { invalidateSession } from './sessions.ts';
import { startSession } from './sign-in.ts';
import { type UserView, userView } from './user-view.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const NO_ORGANIZATION = 'This account does not belong to any organization';

/**
 * POST /api/auth/login, POST /api/auth/logout, GET /api/auth/user. Signing out is a POST only, so
 * it passes the CSRF check of mutating requests (a GET sign-out could be triggered by any site).
 */
export function loginRoutes(app: HubApp, hub: HubContext): void {
  const limiter = rateLimiter(hub.db, hub.clock);
  const users = userService(hub.db, hub.clock);

  app.post('/api/auth/login', validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    // Counted as a failure up front and taken back on success: parallel guesses cannot slip past.
    const address = clientAddress(c);
    const hit = await limiter.hit(authLimits('login', address, email));
    const user = await users.byEmail(email);
    // verifyPassword spends the same effort for an unknown account: one answer, one timing.
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await hit.release();
    // The right password ends the growing delays of this address for this account.
    await hit.forget('login:pair', pairKey(address, email));
    const orgId = await users.defaultOrgId(user.id);
    if (!orgId) throw forbidden(NO_ORGANIZATION);
    await startSession(c, hub, user.id, orgId);
    const view = await userView(hub.db, user.id, orgId);
    if (!view) throw new HttpError(500, 'The account could not be read', 'internal_error');
    return c.json(view);
  });

  const signOut = async (c: Context<HubEnv>) => {
    const sessionId = c.get('principal')?.sessionId;
    if (sessionId) await invalidateSession(hub.db, sessionId);
    clearSessionCookie(c);
  };

  app.post('/api/auth/logout', async (c) => {
    await signOut(c);
    return c.body(null, 204);
  });

  // Signed in or 401, as requireAuth() answers (a demo visitor has no user either); checked here
  // rather than by that middleware, so the route every page of the web app reads is one handler,
  // answered at once when the user's view was just read.
  const answerUser = (c: Context<HubEnv>, view: Readonly<UserView> | null): Response => {
    if (!view) throw unauthorized();
    return c.json(view);
  };
  app.get('/api/auth/user', (c): Response | Promise<Response> => {
    const p = principalOf(c);
    if (!p.user) return answerUser(c, null);
    const view = userView(hub.db, p.user.id, p.orgId);
    if (!(view instanceof Promise)) return answerUser(c, view);
    return view.then((v: Readonly<UserView> | null) => answerUser(c, v));
  });
}
