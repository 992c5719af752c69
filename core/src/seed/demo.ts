import { hashPassword } from '../auth/password.ts';
import type { CoreServices } from '../core-plugin.ts';
import { coreServices } from '../core-plugin.ts';
import type { Hub } from '../host/hub.ts';
import { generatePassword } from './password.ts';

export const DEMO_ORG_NAME = 'Ecosystem Hub Demo';
export const DEMO_OWNER_EMAIL = 'demo@ecohub.local';
export const PLATFORM_ORG_NAME = 'Ecosystem Hub';
export const PLATFORM_OWNER_EMAIL = 'admin@ecohub.local';

export interface PlatformSeedResult {
  /** False when the instance already had a platform organisation: nothing was changed. */
  created: boolean;
  orgId: string;
  /** Its owner when it was created here (a new account, or the instance's existing super admin). */
  ownerEmail: string | null;
  /** The new owner's generated password, to show once; null when no account was created. */
  password: string | null;
  /** The owner was made super admin (the instance had none). */
  superAdmin: boolean;
}

export interface DemoSeedResult {
  /** False when the demo organisation already existed: nothing was changed. */
  created: boolean;
  orgId: string;
  ownerId: string;
  ownerEmail: string;
  /** The owner's generated password, to show once; null when the owner account already existed. */
  password: string | null;
  /** The platform organisation (the super admin's home, holding the public catalogue). */
  platform: PlatformSeedResult;
  /** Plugins whose demo data was loaded, in dependency order. */
  plugins: string[];
}

export type DemoSeedStep = { plugin: string; state: 'start' | 'done' };

type Core = CoreServices;

/**
 * The platform organisation, created when the instance has none. Its owner is the instance's super
 * admin; on an instance without one, a new account (`admin@ecohub.local`, password printed once)
 * made super admin.
 */
async function ensurePlatform({ orgs, users }: Pick<Core, 'orgs' | 'users'>, hub: Pick<Hub, 'ctx'>) {
  const existing = await orgs.platform();
  if (existing)
    return {
      created: false,
      orgId: existing.id,
      ownerEmail: null,
      password: null,
      superAdmin: false,
    } satisfies PlatformSeedResult;
  const org = await orgs.create({ name: PLATFORM_ORG_NAME, isPlatform: true });
  const admin = await hub.ctx.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('isSuperAdmin', '=', 1)
    .orderBy('createdAt')
    .executeTakeFirst();
  let owner: { id: string; email: string } | undefined = admin;
  let password: string | null = null;
  let superAdmin = false;
  if (!owner) {
    owner = (await users.byEmail(PLATFORM_OWNER_EMAIL)) as { id: string; email: string } | undefined;
    if (!owner) {
      password = generatePassword();
      superAdmin = true;
      owner = await users.create({
        email: PLATFORM_OWNER_EMAIL,
        passwordHash: await hashPassword(password),
        firstName: 'Platform',
        lastName: 'Admin',
        isSuperAdmin: true,
      });
    }
  }
  await orgs.addMember(org.id, owner.id, 'owner');
  return { created: true, orgId: org.id, ownerEmail: owner.email, password, superAdmin };
}

/**
 * Loads the demo: the platform organisation when the instance has none (the public catalogue's
 * home), then the demo organisation — always its own tenant, never the platform — its owner and
 * every enabled plugin's demo data (synthetic only). A plugin's demo hook gets the demo
 * organisation; one that also fills the platform's catalogue finds it with `orgs.platform()`.
 * Idempotent: when a demo organisation exists, nothing is changed.
 */
export async function seedDemo(
  hub: Pick<Hub, 'ctx' | 'plugins'>,
  onStep: (step: DemoSeedStep) => void = () => {},
): Promise<DemoSeedResult> {
  const { orgs, users } = hub.ctx.use(coreServices);
  const platform = await ensurePlatform({ orgs, users }, hub);
  const existing = await orgs.demo();
  if (existing) {
    const owner = (await orgs.members(existing.id)).find((m) => m.role === 'owner');
    return {
      created: false,
      orgId: existing.id,
      ownerId: owner?.id ?? '',
      ownerEmail: owner?.email ?? '',
      password: null,
      platform,
      plugins: [],
    };
  }

  // An older instance's demo was also its platform organisation: that one is no longer the demo.
  await hub.ctx.db
    .updateTable('organizations')
    .set({ isDemo: 0 })
    .where('isDemo', '=', 1)
    .where('isPlatform', '=', 1)
    .execute();
  const org = await orgs.create({ name: DEMO_ORG_NAME, isDemo: true });
  let owner = await users.byEmail(DEMO_OWNER_EMAIL);
  let password: string | null = null;
  if (!owner) {
    password = generatePassword();
    owner = await users.create({
      email: DEMO_OWNER_EMAIL,
      passwordHash: await hashPassword(password),
      firstName: 'Demo',
      lastName: 'Owner',
    });
  }
  await orgs.addMember(org.id, owner.id, 'owner');

  const seeded: string[] = [];
  for (const plugin of hub.plugins) {
    if (!plugin.seed?.demo) continue;
    onStep({ plugin: plugin.id, state: 'start' });
    try {
      await plugin.seed.demo(hub.ctx, { orgId: org.id, ownerId: owner.id });
    } catch (err) {
      throw new Error(`Demo data of plugin '${plugin.id}' failed: ${(err as Error).message}`);
    }
    onStep({ plugin: plugin.id, state: 'done' });
    seeded.push(plugin.id);
  }
  return {
    created: true,
    orgId: org.id,
    ownerId: owner.id,
    ownerEmail: DEMO_OWNER_EMAIL,
    password,
    platform,
    plugins: seeded,
  };
}
