import type { Kysely } from 'kysely';
import type { Role } from '../auth/principal.ts';
import { bool, newId, toIso } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import type { Clock } from '../plugin.ts';

export const TRIAL_DAYS = 14;

export interface Organization {
  id: string;
  name: string;
  plan: string;
  trialEndsAt: string | null;
  isPlatform: boolean;
  isDemo: boolean;
  createdAt: string;
}

export interface Member {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  createdAt: string;
}

const toOrg = (r: any): Organization => ({ ...r, isPlatform: bool(r.isPlatform), isDemo: bool(r.isDemo) });

/** Users, organisations and memberships: core's service, also offered to plugins as `services('core').orgs`. */
export function orgService(db: Kysely<CoreTables>, clock: Clock) {
  return {
    async create(input: {
      name: string;
      isPlatform?: boolean;
      isDemo?: boolean;
      plan?: string;
    }): Promise<Organization> {
      const now = clock.now();
      const org = {
        id: newId(),
        name: input.name,
        plan: input.plan ?? 'trial',
        trialEndsAt: toIso(new Date(now.getTime() + TRIAL_DAYS * 86400_000)),
        isPlatform: input.isPlatform ? 1 : 0,
        isDemo: input.isDemo ? 1 : 0,
        createdAt: toIso(now),
      };
      await db.insertInto('organizations').values(org).execute();
      return toOrg(org);
    },
    async get(id: string): Promise<Organization | null> {
      const r = await db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toOrg(r) : null;
    },
    async platform(): Promise<Organization | null> {
      const r = await db
        .selectFrom('organizations')
        .selectAll()
        .where('isPlatform', '=', 1)
        .executeTakeFirst();
      return r ? toOrg(r) : null;
    },
    /** The public demo's organisation: never the platform organisation (an older instance's demo may be both). */
    async demo(): Promise<Organization | null> {
      const r = await db
        .selectFrom('organizations')
        .selectAll()
        .where('isDemo', '=', 1)
        .where('isPlatform', '=', 0)
        .executeTakeFirst();
      return r ? toOrg(r) : null;
    },
    async setPlan(orgId: string, plan: string, trialEndsAt?: string | null): Promise<void> {
      await db
        .updateTable('organizations')
        .set(trialEndsAt === undefined ? { plan } : { plan, trialEndsAt })
        .where('id', '=', orgId)
        .execute();
    },
    async members(orgId: string): Promise<Member[]> {
      return db
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.userId')
        .select([
          'users.id',
          'users.email',
          'users.firstName',
          'users.lastName',
          'memberships.role',
          'users.createdAt',
        ])
        .where('memberships.orgId', '=', orgId)
        .orderBy('users.createdAt')
        .execute() as Promise<Member[]>;
    },
    async addMember(orgId: string, userId: string, role: Role): Promise<void> {
      await db
        .insertInto('memberships')
        .values({ orgId, userId, role, createdAt: toIso(clock.now()) })
        .execute();
    },
  };
}

export function userService(db: Kysely<CoreTables>, clock: Clock) {
  return {
    async create(input: {
      email: string;
      passwordHash?: string | null;
      firstName?: string | null;
      lastName?: string | null;
      isSuperAdmin?: boolean;
      oidcSubject?: string | null;
    }) {
      const now = toIso(clock.now());
      const user = {
        id: newId(),
        email: input.email.trim().toLowerCase(),
        passwordHash: input.passwordHash ?? null,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        profileImageUrl: null,
        isSuperAdmin: input.isSuperAdmin ? 1 : 0,
        oidcSubject: input.oidcSubject ?? null,
        createdAt: now,
        updatedAt: now,
      };
      await db.insertInto('users').values(user).execute();
      return user;
    },
    byEmail(email: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },
    byId(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async hasSuperAdmin(): Promise<boolean> {
      const r = await db.selectFrom('users').select('id').where('isSuperAdmin', '=', 1).executeTakeFirst();
      return !!r;
    },
    /** The organisation a user signs in to: the first one they joined. */
    async defaultOrgId(userId: string): Promise<string | null> {
      const r = await db
        .selectFrom('memberships')
        .select('orgId')
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .executeTakeFirst();
      return r?.orgId ?? null;
    },
    async list() {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'firstName', 'lastName', 'isSuperAdmin', 'createdAt'])
        .orderBy('createdAt')
        .execute();
    },
  };
}

export type OrgService = ReturnType<typeof orgService>;
export type UserService = ReturnType<typeof userService>;
