import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import type { CoreServices } from '../core-plugin.ts';
import { definePlugin } from '../plugin.ts';
import { createTestHub, testDialects } from '../testing/index.ts';
import { DEMO_OWNER_EMAIL, seedDemo } from './index.ts';

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

    const { orgs, users } = t.hub.ctx.services<CoreServices>('core');
    const org = await orgs.get(first.orgId);
    expect(org).toMatchObject({ isDemo: true, isPlatform: true });
    const owner = await users.byEmail(DEMO_OWNER_EMAIL);
    expect(owner?.isSuperAdmin).toBe(1);
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await verifyPassword(owner?.passwordHash, first.password!)).toBe(true);
    expect((await orgs.members(org!.id)).map((m) => [m.email, m.role])).toEqual([
      [DEMO_OWNER_EMAIL, 'owner'],
    ]);

    const before = await Promise.all(
      ['organizations', 'users', 'memberships', 'notes'].map((x) => count(t.hub, x)),
    );
    const second = await seedDemo(t.hub);
    expect(second).toMatchObject({
      created: false,
      orgId: first.orgId,
      ownerId: first.ownerId,
      password: null,
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
    const { orgs, users } = t.hub.ctx.services<CoreServices>('core');
    await orgs.create({ name: 'Platform', isPlatform: true });
    await users.create({ email: 'root@example.test', isSuperAdmin: true });
    const r = await seedDemo(t.hub);
    expect(r).toMatchObject({ created: true, isPlatform: false, superAdmin: false });
    expect((await orgs.get(r.orgId))?.isPlatform).toBe(false);
    expect((await users.byEmail(DEMO_OWNER_EMAIL))?.isSuperAdmin).toBe(0);
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
