import { randomUUID } from 'node:crypto';
import { conflict, forOrg, num, toIso } from '@ecohub/core';
import { crmActivityMessages } from '../../shared/activity-messages.ts';
import type { ImportUndone } from '../../shared/index.ts';
import type { ActivityService } from '../activities/service.ts';
import { type ContactValues, derivedKeys } from '../contacts/row.ts';
import { queueSearchMerge } from '../contacts/search-upkeep.ts';
import type { CrmDb, CrmHub } from '../hub.ts';
import { UPDATABLE } from './fields.ts';
import type { ImportStatements } from './statements.ts';

/**
 * How long an undo holds its import without committing a transaction. Each transaction renews it;
 * once it has run out (the process died), the next request takes the undo over.
 */
export const UNDO_LEASE_MS = 30_000;
/**
 * Each transaction is sized from the last one to take about TARGET_MS, starting small to measure.
 * A restore rewrites a contact's entries anywhere in its indexes: past about a thousand contacts
 * the dirty pages outgrow SQLite's page cache and a transaction's time grows faster than its rows,
 * hence the lower ceiling. A removal drops adjacent entries (time-ordered ids): tens of
 * microseconds a contact.
 */
const TARGET_MS = 100;
const FIRST_BATCH = 100;
const MIN_BATCH = 20;
export const MAX_BATCH = { restore: 1000, remove: 8000 } as const;

/** The next transaction's rows from the last one's and how long it took. */
export function nextUndoBatch(rows: number, ms: number, max: number): number {
  const scaled = Math.round((rows * TARGET_MS) / Math.max(ms, 1));
  // Grow by half at most per transaction; shrink at once when one ran long.
  return Math.min(max, Math.max(MIN_BATCH, Math.min(scaled, Math.ceil(rows * 1.5))));
}

export interface UndoOptions {
  /**
   * Called after each committed undo transaction of restores or removals with how many rows it
   * handled and how long it held the connection (ms). A hook that throws ends the undo there, as a
   * crash would.
   */
  onUndoTransaction?: (t: UndoTransaction) => void | Promise<void>;
}

export interface UndoTransaction {
  phase: 'restore' | 'remove';
  rows: number;
  ms: number;
}

interface UndoTarget {
  id: string;
  orgId: string;
  filename: string;
}

/** Lets requests waiting for the connection (or the event loop) run between two transactions. */
const yieldTurn = () => new Promise<void>((r) => setImmediate(r));

/**
 * Undoes a completed import in short transactions: first restores the fields it changed on contacts
 * that existed before (walking crm_import_changes by contact id), then removes the contacts it
 * created, then marks the import undone and records the activity. Each transaction commits its
 * rows together with the progress on the crm_imports row (cursor and counts) and renews the lease,
 * so an undo cut short anywhere is finished by the next request, restoring nothing twice; totals
 * count the whole undo. A request that finds the import's undo held by another (lease not run out)
 * gets 409.
 */
export async function undoImport(
  hub: CrmHub,
  parts: { activities: ActivityService; statements: ImportStatements },
  imp: UndoTarget,
  actorId: string | null,
  opts: UndoOptions = {},
): Promise<ImportUndone> {
  // The import's own row by its id: the caller found it in its organisation (`byJob`).
  const db = hub.db;
  const owner = randomUUID();
  const leaseUntil = () => toIso(new Date(hub.clock.now().getTime() + UNDO_LEASE_MS));

  const now = toIso(hub.clock.now());
  const claimed = await db
    .updateTable('crmImports')
    .set({ undoOwner: owner, undoLeaseUntil: leaseUntil() })
    .where('id', '=', imp.id)
    .where('status', '=', 'completed')
    .where('undoneAt', 'is', null)
    .where((eb) => eb.or([eb('undoOwner', 'is', null), eb('undoLeaseUntil', '<', now)]))
    .executeTakeFirst();
  if (num(claimed.numUpdatedRows) === 0) {
    const row = await db
      .selectFrom('crmImports')
      .select(['status', 'undoneAt'])
      .where('id', '=', imp.id)
      .executeTakeFirst();
    if (row?.undoneAt) throw conflict('This import was already undone');
    if (row && row.status !== 'completed')
      throw conflict('The import is still running; undo it when it is done');
    throw conflict('This import is being undone; try again in a moment');
  }

  /**
   * One transaction of the undo: renews the lease first (on PostgreSQL the row lock also queues any
   * other transaction on this import behind it), then runs `work`. A lease taken over by another
   * request meanwhile rolls the transaction back.
   */
  const step = async <T>(work: (trx: CrmDb) => Promise<T>): Promise<{ out: T; ms: number }> => {
    let began = 0;
    const out = await db.transaction().execute(async (trx) => {
      began = performance.now();
      const held = await trx
        .updateTable('crmImports')
        .set({ undoLeaseUntil: leaseUntil() })
        .where('id', '=', imp.id)
        .where('undoOwner', '=', owner)
        .where('undoneAt', 'is', null)
        .executeTakeFirst();
      if (num(held.numUpdatedRows) === 0)
        throw conflict('This import is being undone by another request; try again in a moment');
      return work(trx);
    });
    return { out, ms: performance.now() - began };
  };
  const after = async (phase: UndoTransaction['phase'], rows: number, ms: number) => {
    await opts.onUndoTransaction?.({ phase, rows, ms });
    await yieldTurn();
  };

  try {
    // Restores, in contact id order after the cursor.
    for (let size = FIRST_BATCH; ; ) {
      const { out: rows, ms } = await step(async (trx) => {
        const { undoCursor } = await trx
          .selectFrom('crmImports')
          .select('undoCursor')
          .where('id', '=', imp.id)
          .executeTakeFirstOrThrow();
        const changes = await trx
          .selectFrom('crmImportChanges')
          .select(['contactId', 'previous', 'applied'])
          .where('importId', '=', imp.id)
          .where('contactId', '>', undoCursor ?? '')
          .orderBy('contactId')
          .limit(size)
          .execute();
        if (changes.length === 0) return 0;
        const restored = await restoreChanges(hub, parts.statements, trx, imp.orgId, changes);
        await trx
          .updateTable('crmImports')
          .set((eb) => ({
            undoCursor: changes[changes.length - 1].contactId,
            undoRestored: eb('undoRestored', '+', restored),
          }))
          .where('id', '=', imp.id)
          .execute();
        return changes.length;
      });
      if (rows === 0) break;
      await after('restore', rows, ms);
      size = nextUndoBatch(rows, ms, MAX_BATCH.restore);
    }

    // Removes the contacts the import created, in id order (the partial index on import_id).
    for (let size = FIRST_BATCH; ; ) {
      const { out: rows, ms } = await step(async (trx) => {
        const org = forOrg(trx, imp.orgId);
        const del = await org
          .deleteFrom('crmContacts')
          .where(
            'id',
            'in',
            org
              .selectFrom('crmContacts')
              .select('id')
              .where('importId', '=', imp.id)
              .orderBy('id')
              .limit(size),
          )
          .executeTakeFirst();
        const removed = num(del.numDeletedRows);
        if (removed === 0) return 0;
        await trx
          .updateTable('crmImports')
          .set((eb) => ({ undoRemoved: eb('undoRemoved', '+', removed) }))
          .where('id', '=', imp.id)
          .execute();
        return removed;
      });
      if (rows === 0) break;
      await after('remove', rows, ms);
      size = nextUndoBatch(rows, ms, MAX_BATCH.remove);
    }

    const { out } = await step(async (trx) => {
      const done = await trx
        .selectFrom('crmImports')
        .select(['undoRemoved', 'undoRestored'])
        .where('id', '=', imp.id)
        .executeTakeFirstOrThrow();
      const removed = num(done.undoRemoved);
      const restored = num(done.undoRestored);
      await trx
        .updateTable('crmImports')
        .set({ undoneAt: toIso(hub.clock.now()), undoOwner: null, undoLeaseUntil: null })
        .where('id', '=', imp.id)
        .execute();
      await parts.activities.record(
        imp.orgId,
        {
          type: 'import_undone',
          params: { filename: imp.filename, removed, restored },
          messages: crmActivityMessages,
          actorId,
        },
        trx,
      );
      return { removed, restored };
    });
    // Many deletes (tombstones) in the trigram index: its segments are merged in the background.
    await queueSearchMerge(hub).catch((err) =>
      hub.log.warn({ err }, 'could not queue the search index merge'),
    );
    return out;
  } catch (err) {
    // Lets the next request resume at once rather than when the lease runs out.
    await db
      .updateTable('crmImports')
      .set({ undoOwner: null, undoLeaseUntil: null })
      .where('id', '=', imp.id)
      .where('undoOwner', '=', owner)
      .execute()
      .catch(() => {});
    throw err;
  }
}

/**
 * Restores the previous value of each field the import changed on these contacts, unless the field
 * no longer holds the value the import wrote (someone changed it since). Answers how many contacts
 * got a field back.
 */
async function restoreChanges(
  hub: CrmHub,
  statements: ImportStatements,
  trx: CrmDb,
  orgId: string,
  changes: Array<{ contactId: string; previous: string; applied: string }>,
): Promise<number> {
  // By id alone, not through forOrg: with the organisation in the WHERE clause too, SQLite walks
  // one of its (org_id, …) indexes through all the organisation's contacts instead of looking the
  // ids up. The organisation is checked on the rows instead (and again by updateContact).
  const current = await trx
    .selectFrom('crmContacts')
    .selectAll()
    .where(
      'id',
      'in',
      changes.map((c) => c.contactId),
    )
    .execute();
  const byId = new Map(current.filter((c) => c.orgId === orgId).map((c) => [c.id, c]));
  const update = statements.updateContact;
  const updatedAt = toIso(hub.clock.now());
  let restored = 0;
  for (const ch of changes) {
    const c = byId.get(ch.contactId);
    if (!c) continue;
    const previous = JSON.parse(ch.previous) as Record<string, unknown>;
    const applied = JSON.parse(ch.applied) as Record<string, unknown>;
    const set: Record<string, unknown> = {};
    for (const [f, v] of Object.entries(applied)) {
      const had = (c as Record<string, unknown>)[f];
      const same = f === 'value' ? Number(had) === Number(v) : had === v;
      if (same) set[f] = previous[f];
    }
    if (Object.keys(set).length === 0) continue;
    const next = { ...c, ...set } as ContactValues;
    const params: Record<string, unknown> = { orgId, id: c.id, updatedAt, ...derivedKeys(next) };
    for (const f of UPDATABLE) params[f] = next[f];
    await update(params, trx);
    restored++;
  }
  return restored;
}
