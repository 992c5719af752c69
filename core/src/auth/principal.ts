import type { Context, MiddlewareHandler } from 'hono';
import { forbidden, HttpError, unauthorized } from '../errors.ts';
import type { HubEnv } from '../plugin.ts';
import { touchSessionElevation } from './sessions.ts';

export type Role = 'viewer' | 'member' | 'admin' | 'owner';
export const ROLE_RANK: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isSuperAdmin: boolean;
}

/** Who is calling: a signed-in member of an organisation, or an anonymous visitor of the public demo. */
export interface Principal {
  orgId: string;
  role: Role;
  user: SessionUser | null;
  sessionId: string | null;
  /** A super admin who re-authenticated through /api/super-admin/login in this session. */
  elevated: boolean;
  /** Anonymous read-only access to the demo organisation. */
  demo: boolean;
}

export const DEMO_READ_ONLY = 'Demo is read-only';

export function principalOf(c: Context<HubEnv>): Principal {
  const p = c.get('principal');
  if (!p) throw unauthorized();
  return p;
}

/** The organisation of the caller, for tenant-scoped queries. */
export const orgOf = (c: Context<HubEnv>): string => principalOf(c).orgId;

/** Signed in, or a demo visitor when `allowDemo` (read routes of the -demo pages). */
export function requireAuth(opts: { allowDemo?: boolean } = {}): MiddlewareHandler<HubEnv> {
  return async (c, next) => {
    const p = c.get('principal');
    if (!p || (p.demo && !opts.allowDemo)) throw unauthorized();
    await next();
  };
}

// A demo visitor is a viewer: refused with 403 wherever a viewer is, and with 401 where a viewer may
// go but the route did not open itself to the demo.
export function requireRole(min: Role): MiddlewareHandler<HubEnv> {
  return async (c, next) => {
    const p = c.get('principal');
    if (!p) throw unauthorized();
    if (ROLE_RANK[p.role] < ROLE_RANK[min]) throw forbidden(`This needs the ${min} role`);
    if (p.demo) throw unauthorized();
    await next();
  };
}

/** Checks a permission declared by a plugin (`permissions: { 'contacts:write': 'member' }`). */
export function requirePermission(
  permission: string,
  opts: { allowDemo?: boolean } = {},
): MiddlewareHandler<HubEnv> {
  return async (c, next) => {
    const p = c.get('principal');
    if (!p) throw unauthorized();
    const min = c.get('hub').permissionRole(permission);
    if (!min) throw new HttpError(500, `Unknown permission ${permission}`, 'internal_error');
    // The demo visitor's role is viewer: `allowDemo` opens a route to it, never above that role.
    if (ROLE_RANK[p.role] < ROLE_RANK[min]) throw forbidden(`This needs the ${permission} permission`);
    if (p.demo && !opts.allowDemo) throw unauthorized();
    await next();
  };
}

/** An elevated super admin session (spec 000 §5: the server decides). */
export function requireSuperAdmin(): MiddlewareHandler<HubEnv> {
  return async (c, next) => {
    const p = c.get('principal');
    if (!p || (!p.user && !p.demo)) throw unauthorized();
    if (!p.user?.isSuperAdmin || !p.elevated) throw forbidden('Super admin session required');
    // Each use renews the elevation's idle window (up to its absolute lifetime).
    if (p.sessionId) {
      const hub = c.get('hub');
      await touchSessionElevation(hub.db, p.sessionId, hub.clock.now());
    }
    await next();
  };
}
