import type { Kysely } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { coreServices } from '../core-plugin.ts';
import { definePlugin } from '../plugin.ts';
import { createTestHub, testDialects } from '../testing/index.ts';
import { forOrg, type OrgScope, type OrgTable } from './for-org.ts';
import { type CoreTables, tablesOf } from './tables.ts';

interface PinTables {
  pins: { id: string; orgId: string; label: string };
  pinColors: { id: string; hex: string };
}
type DB = CoreTables & PinTables;

const pins = definePlugin({
  id: 'pins',
  tables: tablesOf<PinTables>(),
  migrations: {
    '2026-11-24T00-pins': {
      up: async (db) => {
        await db.schema
          .createTable('pins')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('org_id', 'text', (c) => c.notNull())
          .addColumn('label', 'text', (c) => c.notNull())
          .execute();
      },
      down: async (db) => {
        await db.schema.dropTable('pins').execute();
      },
    },
  },
});

describe('forOrg types', () => {
  it('admits only tables with an orgId column, and sets orgId itself', () => {
    expectTypeOf<OrgTable<DB>>().toEqualTypeOf<'pins' | 'memberships' | 'sessions' | 'jobs' | 'outbox'>();
    // Compiled, never run: the checks are the @ts-expect-error lines (pnpm typecheck).
    const typeOnly = (scope: OrgScope<DB>) => {
      // @ts-expect-error pinColors has no orgId: not a tenant table
      scope.selectFrom('pinColors');
      // @ts-expect-error users belong to no single organisation
      scope.deleteFrom('users');
      // @ts-expect-error orgId comes from the scope, not from the caller
      scope.insertInto('pins', { id: 'x', label: 'y', orgId: 'other' });
    };
    expectTypeOf(typeOnly).toBeFunction();
  });
});

describe.each(testDialects)('forOrg on %s', (dialect) => {
  it('scopes select, update and delete to one organisation and stamps inserts', async () => {
    const t = await createTestHub({ dialect, plugins: [pins] });
    try {
      const orgs = t.hub.ctx.use(coreServices).orgs;
      const a = (await orgs.create({ name: 'A' })).id;
      const b = (await orgs.create({ name: 'B' })).id;
      const db = t.hub.ctx.db as Kysely<DB>;
      const inA = forOrg(db, a);
      const inB = forOrg(db, b);
      await inA
        .insertInto('pins', [
          { id: 'a1', label: 'one' },
          { id: 'a2', label: 'two' },
        ])
        .execute();
      await inB.insertInto('pins', { id: 'b1', label: 'other' }).execute();

      expect(await inA.selectFrom('pins').select(['id', 'orgId']).orderBy('id').execute()).toEqual([
        { id: 'a1', orgId: a },
        { id: 'a2', orgId: a },
      ]);
      // Another organisation's id is invisible, unchangeable and undeletable.
      expect(
        await inA.selectFrom('pins').selectAll().where('id', '=', 'b1').executeTakeFirst(),
      ).toBeUndefined();
      const upd = await inA
        .updateTable('pins')
        .set({ label: 'hijacked' })
        .where('id', '=', 'b1')
        .executeTakeFirst();
      expect(Number(upd.numUpdatedRows)).toBe(0);
      const del = await inA.deleteFrom('pins').where('id', '=', 'b1').executeTakeFirst();
      expect(Number(del.numDeletedRows)).toBe(0);
      expect(await inB.selectFrom('pins').select('label').execute()).toEqual([{ label: 'other' }]);

      await inA.updateTable('pins').set({ label: 'ONE' }).where('id', '=', 'a1').execute();
      await inA.deleteFrom('pins').where('id', '=', 'a2').execute();
      expect(await inA.selectFrom('pins').select(['id', 'label']).execute()).toEqual([
        { id: 'a1', label: 'ONE' },
      ]);
      // A join keeps the tenant filter unambiguous (the column is qualified).
      const joined = await inA
        .selectFrom('pins')
        .innerJoin('organizations', 'organizations.id', 'pins.orgId')
        .select(['pins.id', 'organizations.name'])
        .execute();
      expect(joined).toEqual([{ id: 'a1', name: 'A' }]);
    } finally {
      await t.close();
    }
  });
});
