import { z } from 'zod';
import { HttpError, unauthorized } from '../errors.ts';
import type { HubApp, HubContext } from '../plugin.ts';
import { validate } from '../validate.ts';
import { verifyPassword } from './password.ts';
import { principalOf, requireAuth, requireSuperAdmin } from './principal.ts';
import { clientAddress, rateLimiter } from './rate-limit.ts';
import { elevationExpiresAt, setSessionElevation } from './sessions.ts';
import { ADMIN_FEATURE_IDS, adminFeatures } from './super-admin-features.ts';

export const SUPER_ADMIN_ROLE = 'super_admin';
export const INVALID_CREDENTIALS = 'Invalid super admin credentials';
export const LOGIN_FAILURES_MAX = 10;
export const LOGIN_FAILURES_WINDOW_MS = 10 * 60_000;

const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(1024),
});

/**
 * /api/super-admin/*: a super admin re-enters their own password to elevate their current session
 * (spec 000 §5: the server decides, no credentials in the client). The elevation lapses after
 * ELEVATION_IDLE_MS without an admin call, and ELEVATION_LIFETIME_MS after it was granted.
 */
export function superAdminRoutes(app: HubApp, hub: HubContext): void {
  const limiter = rateLimiter(hub.db, hub.clock);

  app.get('/api/super-admin/status', (c) => {
    const p = c.get('principal');
    if (!p?.user?.isSuperAdmin || !p.elevated) {
      return c.json({ authenticated: false, user: null, permissions: [] });
    }
    return c.json({
      authenticated: true,
      user: { email: p.user.email, role: SUPER_ADMIN_ROLE },
      permissions: [...ADMIN_FEATURE_IDS],
    });
  });

  app.post('/api/super-admin/login', validate('json', loginSchema), async (c) => {
    const p = c.get('principal');
    // Kept in the database, so every hub process counts the same attempts; a success is taken back.
    const [bucket, key] = p?.user ? ['user', p.user.id] : ['address', clientAddress(c)];
    const hit = await limiter.hit([
      {
        bucket: `super-admin-login:${bucket}`,
        key,
        max: LOGIN_FAILURES_MAX,
        windowMs: LOGIN_FAILURES_WINDOW_MS,
      },
    ]);
    const { email, password } = c.req.valid('json');
    const reject = () => new HttpError(401, INVALID_CREDENTIALS, 'invalid_credentials');
    if (!p?.user || !p.sessionId) throw reject();
    const row = await hub.db
      .selectFrom('users')
      .select(['passwordHash', 'isSuperAdmin'])
      .where('id', '=', p.user.id)
      .executeTakeFirst();
    // Always verify, so the answer time does not tell which check failed.
    const ok = await verifyPassword(row?.passwordHash, password);
    const ownEmail = email.toLowerCase() === p.user.email.toLowerCase();
    if (!ok || !ownEmail || !p.user.isSuperAdmin) throw reject();
    await hit.release();
    await setSessionElevation(hub.db, p.sessionId, hub.clock.now());
    hub.log.info({ userId: p.user.id }, 'super admin session elevated');
    return c.json({ success: true, message: 'Super admin access granted' });
  });

  app.post('/api/super-admin/logout', requireAuth(), async (c) => {
    const p = principalOf(c);
    if (!p.sessionId) throw unauthorized();
    await setSessionElevation(hub.db, p.sessionId, null);
    return c.json({ success: true, message: 'Switched back to standard user view' });
  });

  app.get('/api/super-admin/features', requireSuperAdmin(), (c) =>
    c.json({ availableFeatures: adminFeatures() }),
  );

  app.get('/api/super-admin/ecosystem-override', requireSuperAdmin(), async (c) => {
    const p = principalOf(c);
    const session = await hub.db
      .selectFrom('sessions')
      .select(['elevatedAt', 'elevationUsedAt'])
      .where('id', '=', p.sessionId!)
      .executeTakeFirstOrThrow();
    const grantedAt = new Date(session.elevatedAt);
    return c.json({
      billingOverride: true,
      bypassPaywall: true,
      grantedAt: grantedAt.toISOString(),
      expiresAt: elevationExpiresAt(session.elevatedAt, session.elevationUsedAt).toISOString(),
    });
  });
}
