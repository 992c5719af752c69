import { describe, expect, it } from 'vitest';
import { createTestHub, testDialects } from '../testing/index.ts';
import { prepareQuery } from './prepared.ts';

describe.each(testDialects)('prepareQuery on %s', (dialect) => {
  it('runs one compiled query with new values each call, camelCased, also in a transaction', async () => {
    const t = await createTestHub({ dialect });
    try {
      const db = t.hub.ctx.db;
      await db.schema
        .createTable('prep_things')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('org_id', 'text')
        .addColumn('display_name', 'text')
        .execute();
      await db
        .insertInto('prep_things')
        .values([
          { id: 1, orgId: 'a', displayName: 'one' },
          { id: 2, orgId: 'a', displayName: 'two' },
          { id: 3, orgId: 'b', displayName: 'three' },
        ])
        .execute();
      const byOrg = prepareQuery<{ id: number; displayName: string }, { org: string; after: number }>(
        db,
        (p) =>
          db
            .selectFrom('prep_things')
            .select(['id', 'displayName'])
            .where('orgId', '=', p('org'))
            .where('id', '>', p('after'))
            .where('displayName', '!=', 'never')
            .orderBy('id'),
      );
      expect(await byOrg({ org: 'a', after: 0 })).toEqual([
        { id: 1, displayName: 'one' },
        { id: 2, displayName: 'two' },
      ]);
      expect(await byOrg({ org: 'b', after: 0 })).toEqual([{ id: 3, displayName: 'three' }]);
      expect(await byOrg({ org: 'a', after: 1 })).toEqual([{ id: 2, displayName: 'two' }]);

      const rename = prepareQuery(db, (p) =>
        db
          .updateTable('prep_things')
          .set({ displayName: p('name') })
          .where('id', '=', p('id')),
      );
      await db.transaction().execute(async (trx) => {
        await rename({ id: 3, name: 'renamed' }, trx);
        expect(await byOrg({ org: 'b', after: 0 }, trx)).toEqual([{ id: 3, displayName: 'renamed' }]);
      });
      await expect(byOrg({ org: 'a' } as never)).rejects.toThrow(/no value for 'after'/);
      await db.schema.dropTable('prep_things').execute();
    } finally {
      await t.close();
    }
  });

  it('waits its turn while a transaction is open, never reading its uncommitted rows', async () => {
    const t = await createTestHub({ dialect });
    try {
      const db = t.hub.ctx.db;
      await db.schema.createTable('prep_turns').addColumn('v', 'text').execute();
      const count = prepareQuery<{ n: number | string }>(db, () =>
        db.selectFrom('prep_turns').select((eb) => eb.fn.countAll().as('n')),
      );
      expect(Number((await count({}))[0]?.n)).toBe(0);
      let release!: () => void;
      const gate = new Promise<void>((r) => {
        release = r;
      });
      let began!: () => void;
      const inside = new Promise<void>((r) => {
        began = r;
      });
      const tx = db.transaction().execute(async (trx) => {
        await trx.insertInto('prep_turns').values({ v: 'uncommitted' }).execute();
        began();
        await gate;
      });
      await inside;
      const seen = count({});
      try {
        if (dialect === 'sqlite') {
          // One connection: the query waits for the transaction instead of reading inside it.
          const early = await Promise.race([seen, new Promise((r) => setImmediate(() => r('waiting')))]);
          expect(early).toBe('waiting');
        } else {
          // A pool: another connection reads the committed state.
          expect(Number((await seen)[0]?.n)).toBe(0);
        }
      } finally {
        release();
        await tx;
      }
      expect(Number((await seen)[0]?.n)).toBe(dialect === 'sqlite' ? 1 : 0);
      await db.schema.dropTable('prep_turns').execute();
    } finally {
      await t.close();
    }
  });
});
