import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { coreServices } from '../core-plugin.ts';
import { definePlugin } from '../plugin.ts';
import { createTestHub, testDialects } from '../testing/index.ts';
import { DEMO_OWNER_EMAIL, PLATFORM_OWNER_EMAIL, seedDemo } from './index.ts';

// Two plugins listed out of dependency order: the seed must still run `notes` before `tags`.
const calls: string[] = [];
const notes = definePlugin({
  id: 'notes',
  migrations: {
    '2026-11-23T00-notes': {
      up: (db) =>
        db.schema.createTable('notes').addColumn('org_id', 'text').addColumn('body', 'text').execute(),
      down: (db) => db.schema.dropTable('notes').execute(),
    },
  },
  seed: {
    demo: async (hub, { orgId, ownerId }) => {
      calls.push(`notes:${ownerId ? 'owner' : 'none'}`);
      await hub.db.insertInto('notes').values({ orgId, body: 'Welcome' }).execute();
    },
  },
});
const tags = definePlugin({
  id: 'tags',
  dependsOn: ['notes'],
  seed: {
    demo: async () => {
      calls.push('tags');
    },
  },
});

const count = async (hub: { ctx: { db: any } }, table: string) =>
  Number(
    (
      await hub.ctx.db
        .selectFrom(table)
        .select((eb: any) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    ).n,
  );

describe.each(testDialects)('seedDemo on %s', (dialect) => {
  it('creates the demo organisation, its owner and the plugins’ demo data once', async () => {
    calls.length = 0;
    const t = await createTestHub({ dialect, plugins: [tags, notes] });
    const first = await seedDemo(t.hub);
    expect(first.created).toBe(true);
    expect(first.plugins).toEqual(['notes', 'tags']);
    expect(calls).toEqual(['notes:owner', 'tags']);

    const { orgs, users } = t.hub.ctx.use(coreServices);
    // The demo is its own tenant, never the platform organisation (issue #11, finding 6); its owner
    // is no super admin.
    const org = await orgs.get(first.orgId);
    expect(org).toMatchObject({ isDemo: true, isPlatform: false });
    const owner = await users.byEmail(DEMO_OWNER_EMAIL);
    expect(owner?.isSuperAdmin).toBe(0);
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await verifyPassword(owner?.passwordHash, first.password!)).toBe(true);
    expect((await orgs.members(org!.id)).map((m) => [m.email, m.role])).toEqual([
      [DEMO_OWNER_EMAIL, 'owner'],
    ]);
    // The fresh instance's platform organisation: its owner is the super admin, password shown once.
    expect(first.platform).toMatchObject({
      created: true,
      ownerEmail: PLATFORM_OWNER_EMAIL,
      superAdmin: true,
    });
    expect(first.platform.orgId).not.toBe(first.orgId);
    const platform = await orgs.get(first.platform.orgId);
    expect(platform).toMatchObject({ isDemo: false, isPlatform: true });
    const admin = await users.byEmail(PLATFORM_OWNER_EMAIL);
    expect(admin?.isSuperAdmin).toBe(1);
    expect(await verifyPassword(admin?.passwordHash, first.platform.password!)).toBe(true);
    expect((await orgs.members(platform!.id)).map((m) => [m.email, m.role])).toEqual([
      [PLATFORM_OWNER_EMAIL, 'owner'],
    ]);
    expect(await count(t.hub, 'notes')).toBe(1);
    expect(calls).toEqual(['notes:owner', 'tags']);

    const before = await Promise.all(
      ['organizations', 'users', 'memberships', 'notes'].map((x) => count(t.hub, x)),
    );
    const second = await seedDemo(t.hub);
    expect(second).toMatchObject({
      created: false,
      orgId: first.orgId,
      ownerId: first.ownerId,
      password: null,
      platform: { created: false, orgId: first.platform.orgId, password: null },
    });
    expect(calls).toEqual(['notes:owner', 'tags']);
    const after = await Promise.all(
      ['organizations', 'users', 'memberships', 'notes'].map((x) => count(t.hub, x)),
    );
    expect(after).toEqual(before);
    await t.close();
  });

  it('keeps an existing platform organisation and super admin', async () => {
    const t = await createTestHub({ dialect });
    const { orgs, users } = t.hub.ctx.use(coreServices);
    await orgs.create({ name: 'Platform', isPlatform: true });
    await users.create({ email: 'root@example.test', isSuperAdmin: true });
    const r = await seedDemo(t.hub);
    expect(r).toMatchObject({ created: true, platform: { created: false, superAdmin: false } });
    expect((await orgs.get(r.orgId))?.isPlatform).toBe(false);
    expect((await users.byEmail(DEMO_OWNER_EMAIL))?.isSuperAdmin).toBe(0);
    expect(await users.byEmail(PLATFORM_OWNER_EMAIL)).toBeUndefined();
    await t.close();
  });

  it('makes an existing super admin the owner of a new platform organisation', async () => {
    const t = await createTestHub({ dialect });
    const { orgs, users } = t.hub.ctx.use(coreServices);
    await users.create({ email: 'root@example.test', isSuperAdmin: true });
    const r = await seedDemo(t.hub);
    expect(r.platform).toMatchObject({
      created: true,
      ownerEmail: 'root@example.test',
      password: null,
      superAdmin: false,
    });
    expect((await orgs.members(r.platform.orgId)).map((m) => [m.email, m.role])).toEqual([
      ['root@example.test', 'owner'],
    ]);
    expect(await users.byEmail(PLATFORM_OWNER_EMAIL)).toBeUndefined();
    await t.close();
  });

  it('replaces an older instance’s demo that was also the platform organisation', async () => {
    const t = await createTestHub({ dialect });
    const { orgs } = t.hub.ctx.use(coreServices);
    const old = await orgs.create({ name: 'Old demo', isDemo: true, isPlatform: true });
    // Never the public demo, even before a new demo is seeded.
    expect(await orgs.demo()).toBeNull();
    const r = await seedDemo(t.hub);
    expect(r).toMatchObject({ created: true, platform: { created: false, orgId: old.id } });
    expect(r.orgId).not.toBe(old.id);
    expect(await orgs.get(old.id)).toMatchObject({ isDemo: false, isPlatform: true });
    expect((await orgs.demo())?.id).toBe(r.orgId);
    await t.close();
  });

  it('names the plugin whose demo data failed', async () => {
    const broken = definePlugin({
      id: 'broken',
      seed: {
        demo: async () => {
          throw new Error('no table');
        },
      },
    });
    const t = await createTestHub({ dialect, plugins: [broken] });
    await expect(seedDemo(t.hub)).rejects.toThrow("Demo data of plugin 'broken' failed: no table");
    await t.close();
  });
});
