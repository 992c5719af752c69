import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { bool } from '../db/conventions.ts';
import { prepareQuery } from '../db/prepared.ts';
import type { CoreTables } from '../db/tables.ts';
import { HttpError } from '../errors.ts';
import type { HubContext, HubEnv } from '../plugin.ts';
import { clearSessionCookie } from './cookie.ts';
import { DEMO_READ_ONLY, type Principal, type Role } from './principal.ts';
import { sessionTokenOf } from './session-cookie.ts';
import { elevationHolds, type ResolvedSession, resolveSessionToken } from './sessions.ts';

/** The header the public -demo pages send to read the demo organisation. */
export const DEMO_HEADER = 'x-ecohub-demo';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves the caller: the session cookie (a member of an organisation), else the demo marker
 * (anonymous, read-only, demo organisation), else nobody. Also the CSRF wall: a mutating request
 * carrying the session cookie must come from the hub's own origin. Every request runs this: a
 * request without cookie or demo marker costs no query, a signed-in one a single prepared query.
 */
export function principalResolver(
  hub: HubContext,
): (c: Context<HubEnv>) => Principal | null | Promise<Principal | null> {
  const demoOrg = demoOrgQuery(hub.db);
  const publicOrigin = new URL(hub.config.publicUrl).origin;

  const demoPrincipal = async (c: Context<HubEnv>): Promise<Principal | null> => {
    const [demo] = await demoOrg({});
    if (!demo) return null;
    if (MUTATING.has(c.req.method)) throw new HttpError(403, DEMO_READ_ONLY, 'demo_read_only');
    return { orgId: demo.id, role: 'viewer', user: null, sessionId: null, elevated: false, demo: true };
  };

  const principalFrom = (c: Context<HubEnv>, found: ResolvedSession | null): Principal | null => {
    if (!found) {
      clearSessionCookie(c);
      return null;
    }
    const { session, member } = found;
    if (!member) return null;
    const isSuperAdmin = bool(member.isSuperAdmin);
    const elevated =
      isSuperAdmin && elevationHolds(session.elevatedAt, session.elevationUsedAt, hub.clock.now().getTime());
    return {
      orgId: session.orgId,
      role: member.role as Role,
      user: {
        id: session.userId,
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        profileImageUrl: member.profileImageUrl,
        isSuperAdmin,
      },
      sessionId: session.id,
      elevated,
      demo: false,
    };
  };

  // At once when the session was just read (session cache): a promise only when it is read.
  const sessionPrincipal = (
    c: Context<HubEnv>,
    token: string,
  ): Principal | null | Promise<Principal | null> => {
    const found = resolveSessionToken(hub.db, hub.clock, token);
    return found instanceof Promise ? found.then((f) => principalFrom(c, f)) : principalFrom(c, found);
  };

  // Synchronous for a request without demo marker or session cookie (nobody), and for a session the
  // cache holds: nothing awaited.
  return (c) => {
    // The -demo pages always show the demo organisation, whoever is signed in.
    if (hub.config.PUBLIC_DEMO && c.req.header(DEMO_HEADER) === '1') return demoPrincipal(c);
    const token = sessionTokenOf(c.req.header('cookie'));
    if (!token) return null;
    if (MUTATING.has(c.req.method)) assertSameOrigin(c.req.raw, publicOrigin);
    return sessionPrincipal(c, token);
  };
}

const demoOrgQuery = (db: Kysely<CoreTables>) =>
  prepareQuery<{ id: string }>(db, () =>
    db
      .selectFrom('organizations')
      .select('id')
      .where('isDemo', '=', 1)
      // The platform organisation is never shown as the demo (an older instance's demo may be both).
      .where('isPlatform', '=', 0)
      .limit(1),
  );

function assertSameOrigin(req: Request, publicOrigin: string): void {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'Cross-site request refused', 'csrf');
  }
  const origin = req.headers.get('origin');
  if (origin && origin !== 'null') {
    const own = new URL(req.url).origin;
    if (origin !== own && origin !== publicOrigin) {
      throw new HttpError(403, 'Cross-site request refused', 'csrf');
    }
  } else if (origin === 'null') {
    throw new HttpError(403, 'Cross-site request refused', 'csrf');
  }
}
