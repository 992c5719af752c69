import { forOrg, type Param, prepareQuery } from '@ecohub/core';
import { SqliteAdapter } from 'kysely';
import type { CrmDb } from '../hub.ts';
import { bulkInsert } from './bulk.ts';
import { CONTACT_COLUMNS, UPDATABLE } from './fields.ts';

type Row = Record<string, unknown>;

/**
 * The import's and the undo's writes, each a statement compiled once (in the plugin's setup) and
 * run with new values. `updateContact` is scoped with `forOrg` on a stand-in (`orgId`, a value
 * every call passes; server/test/tenancy.test.ts calls it with another organisation). The multi-row
 * inserts take the organisation as a column of each row instead: their values are positional
 * stand-ins (see bulk.ts), which `forOrg`'s stamping cannot address; the rows are built from the
 * import's own organisation in batch.ts.
 */
export function importStatements(db: CrmDb) {
  // On SQLite, INSERT OR FAIL: a failing row ends the statement without undoing the rows it already
  // stored, so SQLite keeps no statement journal (for a multi-row INSERT it otherwise copies every
  // page the statement changes to a temporary file first: most of the import's file writes). Nothing
  // changes for the import: any error rolls back the whole batch's transaction.
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const updateSet = (p: Param) => {
    const set: Record<string, unknown> = {};
    for (const f of [...UPDATABLE, 'emailKey', 'lastKey', 'nameKey', 'updatedAt']) set[f] = p(f);
    return set;
  };
  return {
    insertContacts: bulkInsert(db, CONTACT_COLUMNS, (rows) => {
      // The rows are stand-ins (bulk.ts), one per column of CONTACT_COLUMNS.
      const q = db.insertInto('crmContacts').values(rows as never);
      return sqlite ? q.orFail() : q;
    }),
    updateContact: prepareQuery(db, (p) =>
      forOrg(db, p<string>('orgId')).updateTable('crmContacts').set(updateSet(p)).where('id', '=', p('id')),
    ),
    // One row per contact and import: a later batch that changes the contact again brings the
    // merged record (first previous value of each field, last applied value).
    upsertChanges: bulkInsert(db, ['importId', 'contactId', 'previous', 'applied'], (rows) =>
      db
        .insertInto('crmImportChanges')
        .values(rows as never)
        .onConflict((oc) =>
          oc.columns(['importId', 'contactId']).doUpdateSet((eb) => ({
            previous: eb.ref('excluded.previous'),
            applied: eb.ref('excluded.applied'),
          })),
        ),
    ),
    insertFailures: bulkInsert(db, ['importId', 'rowNumber', 'reason', 'data'], (rows: Row[]) => {
      const q = db.insertInto('crmImportFailures').values(rows as never);
      return sqlite ? q.orFail() : q;
    }),
  };
}

export type ImportStatements = ReturnType<typeof importStatements>;
