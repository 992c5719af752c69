import type { Kysely } from 'kysely';
import { bool } from '../db/conventions.ts';
import { prepareQuery } from '../db/prepared.ts';
import { tableWritesOf } from '../db/table-writes.ts';
import type { CoreTables } from '../db/tables.ts';
import type { Role } from './principal.ts';
import { SessionCache } from './session-cache.ts';

/** What GET /api/auth/user answers: the user, their role and organisation. Never a token. */
export interface UserView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isSuperAdmin: boolean;
  role: Role;
  organization: { id: string; name: string; plan: string; trialEndsAt: string | null };
}

// Read on every GET /api/auth/user: built and compiled once per database, and its answer reused like
// the session's (users, memberships and organizations are the tables the session cache watches).
const queries = new WeakMap<Kysely<CoreTables>, ReturnType<typeof userViewQuery>>();
const userViewQuery = (db: Kysely<CoreTables>) => {
  const writes = tableWritesOf(db);
  return {
    cache: writes ? new SessionCache<Readonly<UserView>>(writes) : null,
    read: userViewRead(db),
  };
};

/**
 * What a member is shown as, read with their membership: the user view and the session's principal
 * (sessions.ts) both select these.
 */
export const MEMBER_COLUMNS = [
  'users.email',
  'users.firstName',
  'users.lastName',
  'users.profileImageUrl',
  'users.isSuperAdmin',
  'memberships.role',
] as const;

interface UserViewRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isSuperAdmin: unknown;
  role: string;
  orgId: string;
  orgName: string;
  plan: string;
  trialEndsAt: string | null;
}

const userViewRead = (db: Kysely<CoreTables>) =>
  prepareQuery<UserViewRow, { userId: string; orgId: string }>(db, (p) =>
    db
      .selectFrom('users')
      .innerJoin('memberships', 'memberships.userId', 'users.id')
      .innerJoin('organizations', 'organizations.id', 'memberships.orgId')
      .select([
        'users.id',
        ...MEMBER_COLUMNS,
        'organizations.id as orgId',
        'organizations.name as orgName',
        'organizations.plan',
        'organizations.trialEndsAt',
      ])
      .where('users.id', '=', p('userId'))
      .where('memberships.orgId', '=', p('orgId')),
  );

/**
 * The user's view in one organisation, or null when they are not a member. Frozen: it may be shared.
 * At once when it was just read (a promise only when it is read).
 */
export function userView(
  db: Kysely<CoreTables>,
  userId: string,
  orgId: string,
): Readonly<UserView> | null | Promise<Readonly<UserView> | null> {
  let q = queries.get(db);
  if (!q) {
    q = userViewQuery(db);
    queries.set(db, q);
  }
  const key = `${userId} ${orgId}`;
  const kept = q.cache?.get(key);
  if (kept) return kept;
  const { read, cache } = q;
  const load = async () => viewOf((await read({ userId, orgId }))[0]);
  return (cache ? cache.read(key, load) : load()).then((v) => v ?? null);
}

function viewOf(r: UserViewRow | undefined): Readonly<UserView> | undefined {
  if (!r) return undefined;
  return Object.freeze({
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    profileImageUrl: r.profileImageUrl,
    isSuperAdmin: bool(r.isSuperAdmin),
    role: r.role as Role,
    organization: Object.freeze({ id: r.orgId, name: r.orgName, plan: r.plan, trialEndsAt: r.trialEndsAt }),
  });
}

/** Splits a display name: the first word is the first name, the rest the last name. */
export function splitName(name: string | undefined): { firstName: string | null; lastName: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { firstName: null, lastName: null };
  return { firstName: words[0] as string, lastName: words.slice(1).join(' ') || null };
}
