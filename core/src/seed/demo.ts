import { hashPassword } from '../auth/password.ts';
import type { CoreServices } from '../core-plugin.ts';
import type { Hub } from '../host/hub.ts';
import { generatePassword } from './password.ts';

export const DEMO_ORG_NAME = 'Ecosystem Hub Demo';
export const DEMO_OWNER_EMAIL = 'demo@ecohub.local';

export interface DemoSeedResult {
  /** False when the demo organisation already existed: nothing was changed. */
  created: boolean;
  orgId: string;
  ownerId: string;
  ownerEmail: string;
  /** The owner's generated password, to show once; null when the owner account already existed. */
  password: string | null;
  /** The demo organisation is also the platform organisation (its apps form the public catalogue). */
  isPlatform: boolean;
  /** The owner was made super admin (the instance had none). */
  superAdmin: boolean;
  /** Plugins whose demo data was loaded, in dependency order. */
  plugins: string[];
}

export type DemoSeedStep = { plugin: string; state: 'start' | 'done' };

/**
 * Loads the demo: the demo organisation, its owner and every enabled plugin's demo data.
 * Idempotent: when a demo organisation exists, nothing is changed.
 *
 * On an instance without a platform organisation the demo organisation becomes the platform one,
 * so a fresh demo's public catalogue (/techstack, the landing page) shows the demo applications.
 */
export async function seedDemo(
  hub: Pick<Hub, 'ctx' | 'plugins'>,
  onStep: (step: DemoSeedStep) => void = () => {},
): Promise<DemoSeedResult> {
  const { orgs, users } = hub.ctx.services<CoreServices>('core');
  const existing = await orgs.demo();
  if (existing) {
    const owner = (await orgs.members(existing.id)).find((m) => m.role === 'owner');
    return {
      created: false,
      orgId: existing.id,
      ownerId: owner?.id ?? '',
      ownerEmail: owner?.email ?? '',
      password: null,
      isPlatform: existing.isPlatform,
      superAdmin: false,
      plugins: [],
    };
  }

  const isPlatform = !(await orgs.platform());
  const org = await orgs.create({ name: DEMO_ORG_NAME, isDemo: true, isPlatform });
  let owner = await users.byEmail(DEMO_OWNER_EMAIL);
  let password: string | null = null;
  let superAdmin = false;
  if (!owner) {
    password = generatePassword();
    superAdmin = !(await users.hasSuperAdmin());
    owner = await users.create({
      email: DEMO_OWNER_EMAIL,
      passwordHash: await hashPassword(password),
      firstName: 'Demo',
      lastName: 'Owner',
      isSuperAdmin: superAdmin,
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
    isPlatform,
    superAdmin,
    plugins: seeded,
  };
}
