import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from './connect.ts';

describe('SQLite connection with reused statements', () => {
  it('answers the same query text correctly after the table is dropped and recreated differently', async () => {
    const { db, close } = connect({ url: ':memory:' });
    try {
      await db.schema.createTable('things').addColumn('id', 'integer').addColumn('name', 'text').execute();
      await db.insertInto('things').values({ id: 1, name: 'first' }).execute();
      const read = () => db.selectFrom('things').selectAll().execute();
      expect(await read()).toEqual([{ id: 1, name: 'first' }]);

      await db.schema.dropTable('things').execute();
      await expect(read()).rejects.toThrow(/no such table/);

      await db.schema.createTable('things').addColumn('id', 'integer').addColumn('label', 'text').execute();
      await sql`insert into things (id, label) values (2, 'second')`.execute(db);
      expect(await read()).toEqual([{ id: 2, label: 'second' }]);
    } finally {
      await close();
    }
  });
});
