import type { MiddlewareHandler } from 'hono';
import { bool } from '../db/conventions.ts';
import { HttpError } from '../errors.ts';
import type { HubEnv } from '../plugin.ts';
import { clearSessionCookie, readSessionCookie } from './cookie.ts';
import { DEMO_READ_ONLY, type Principal, type Role } from './principal.ts';
import { ELEVATION_LIFETIME_MS, validateSessionToken } from './sessions.ts';

/** The header the public -demo pages send to read the demo organisation. */
export const DEMO_HEADER = 'x-ecohub-demo';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves the caller: the session cookie (a member of an organisation), else the demo marker
 * (anonymous, read-only, demo organisation), else nobody. Also the CSRF wall: a mutating request
 * carrying the session cookie must come from the hub's own origin.
 */
export function principalMiddleware(): MiddlewareHandler<HubEnv> {
  return async (c, next) => {
    const hub = c.get('hub');
    let principal: Principal | null = null;
    // The -demo pages always show the demo organisation, whoever is signed in.
    const wantsDemo = c.req.header(DEMO_HEADER) === '1' && hub.config.PUBLIC_DEMO;
    const token = wantsDemo ? undefined : readSessionCookie(c);
    if (token) {
      if (MUTATING.has(c.req.method)) assertSameOrigin(c.req.raw, hub.config.publicUrl);
      const session = await validateSessionToken(hub.db, hub.clock, token);
      if (!session) clearSessionCookie(c);
      else {
        const row = await hub.db
          .selectFrom('users')
          .innerJoin('memberships', 'memberships.userId', 'users.id')
          .select([
            'users.id',
            'users.email',
            'users.firstName',
            'users.lastName',
            'users.profileImageUrl',
            'users.isSuperAdmin',
            'memberships.role',
          ])
          .where('users.id', '=', session.userId)
          .where('memberships.orgId', '=', session.orgId)
          .executeTakeFirst();
        if (row) {
          const isSuperAdmin = bool(row.isSuperAdmin);
          const elevated =
            isSuperAdmin &&
            session.elevatedAt !== null &&
            hub.clock.now().getTime() - Date.parse(session.elevatedAt) < ELEVATION_LIFETIME_MS;
          principal = {
            orgId: session.orgId,
            role: row.role as Role,
            user: {
              id: row.id,
              email: row.email,
              firstName: row.firstName,
              lastName: row.lastName,
              profileImageUrl: row.profileImageUrl,
              isSuperAdmin,
            },
            sessionId: session.id,
            elevated,
            demo: false,
          };
        }
      }
    }
    if (wantsDemo) {
      const demo = await hub.db
        .selectFrom('organizations')
        .select('id')
        .where('isDemo', '=', 1)
        .executeTakeFirst();
      if (demo) {
        if (MUTATING.has(c.req.method)) throw new HttpError(403, DEMO_READ_ONLY, 'demo_read_only');
        principal = {
          orgId: demo.id,
          role: 'viewer',
          user: null,
          sessionId: null,
          elevated: false,
          demo: true,
        };
      }
    }
    c.set('principal', principal);
    await next();
  };
}

function assertSameOrigin(req: Request, publicUrl: string): void {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'Cross-site request refused', 'csrf');
  }
  const origin = req.headers.get('origin');
  if (origin && origin !== 'null') {
    const own = new URL(req.url).origin;
    if (origin !== own && origin !== new URL(publicUrl).origin) {
      throw new HttpError(403, 'Cross-site request refused', 'csrf');
    }
  } else if (origin === 'null') {
    throw new HttpError(403, 'Cross-site request refused', 'csrf');
  }
}
