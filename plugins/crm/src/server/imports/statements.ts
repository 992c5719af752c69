import { type Param, prepareQuery } from '@ecohub/core';
import { type InsertQueryBuilder, type Kysely, SqliteAdapter } from 'kysely';
import { bulkInsert } from './bulk.ts';
import { CONTACT_COLUMNS, UPDATABLE } from './fields.ts';

/** The import's writes, each a statement compiled once per database and run with new values. */
function statements(db: Kysely<any>) {
  // On SQLite, INSERT OR FAIL: a failing row ends the statement without undoing the rows it already
  // stored, so SQLite keeps no statement journal (for a multi-row INSERT it otherwise copies every
  // page the statement changes to a temporary file first: most of the import's file writes). Nothing
  // changes for the import: any error rolls back the whole batch's transaction.
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const insertInto = (table: string): InsertQueryBuilder<any, any, any> => {
    const q = db.insertInto(table);
    return sqlite ? q.orFail() : q;
  };
  const updateSet = (p: Param) => {
    const set: Record<string, unknown> = {};
    for (const f of [...UPDATABLE, 'emailKey', 'lastKey', 'nameKey', 'updatedAt']) set[f] = p(f);
    return set;
  };
  return {
    insertContacts: bulkInsert(db, CONTACT_COLUMNS, (rows) => insertInto('crm_contacts').values(rows)),
    updateContact: prepareQuery(db, (p) =>
      db
        .updateTable('crm_contacts')
        .set(updateSet(p))
        .where('orgId', '=', p('orgId'))
        .where('id', '=', p('id')),
    ),
    // One row per contact and import: a later batch that changes the contact again brings the
    // merged record (first previous value of each field, last applied value).
    upsertChanges: bulkInsert(db, ['importId', 'contactId', 'previous', 'applied'], (rows) =>
      db
        .insertInto('crm_import_changes')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['importId', 'contactId']).doUpdateSet((eb) => ({
            previous: eb.ref('excluded.previous'),
            applied: eb.ref('excluded.applied'),
          })),
        ),
    ),
    insertFailures: bulkInsert(db, ['importId', 'rowNumber', 'reason', 'data'], (rows) =>
      insertInto('crm_import_failures').values(rows),
    ),
  };
}

const cache = new WeakMap<Kysely<any>, ReturnType<typeof statements>>();

export function statementsFor(db: Kysely<any>): ReturnType<typeof statements> {
  let s = cache.get(db);
  if (!s) {
    s = statements(db);
    cache.set(db, s);
  }
  return s;
}
