import { forOrg, timeOrderedId, toIso, toJson } from '@ecohub/core';
import { allowedCreates } from '../contacts/quota.ts';
import { type ContactValues, derivedKeys, fold, uniqueTags } from '../contacts/row.ts';
import type { CrmDb, CrmHub } from '../hub.ts';
import { UPDATABLE, type Updatable } from './fields.ts';
import type { ColumnMap } from './headers.ts';
import { type ImportedRow, readRow } from './parse.ts';
import type { ImportStatements } from './statements.ts';

type Fields = Partial<Record<Updatable, unknown>>;

export interface BatchContext {
  hub: CrmHub;
  statements: ImportStatements;
  orgId: string;
  importId: string;
  columns: ColumnMap;
  /** Contacts the organisation has before this batch (for the plan limit). */
  contactCount: number;
}

export interface BatchResult {
  processed: number;
  successful: number;
  failed: number;
  created: number;
  updated: number;
}

const DEFAULT_SOURCE = 'CSV Import';
const CHUNK = 500;

function newValues(r: ImportedRow): ContactValues {
  return {
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    company: r.company,
    source: r.source || DEFAULT_SOURCE,
    status: r.status ?? 'lead',
    value: r.value ?? 0,
    lastContactedAt: null,
    street: r.street || null,
    city: r.city || null,
    state: r.state || null,
    zip: r.zip || null,
    latitude: null,
    longitude: null,
    tags: toJson(r.tags),
  };
}

/** What a row changes on a contact: its non-empty cells that differ; tags are added, never removed. */
function changesFor(current: Record<string, any>, r: ImportedRow): Fields {
  const out: Fields = {};
  for (const f of UPDATABLE) {
    if (f === 'tags') {
      const have: string[] = JSON.parse(current.tags ?? '[]');
      const next = uniqueTags([...have, ...r.tags]).slice(0, 50);
      if (next.length !== have.length) out.tags = toJson(next);
      continue;
    }
    const v = r[f];
    if (v === '' || v === null) continue;
    if (current[f] !== v && !(f === 'value' && Number(current[f]) === v)) out[f] = v;
  }
  return out;
}

/**
 * Plans one batch of rows: new contacts, updates of those whose email exists (in the database or
 * earlier in the file), failures with their row number, and the previous values of every field it
 * changes so the import can be undone. Reads and asks the plan limit outside any transaction (a
 * quota checker reads the database too: inside SQLite's single-connection transaction it would
 * wait forever); `write(trx)` then stores it all in the caller's transaction.
 */
export async function planBatch(
  ctx: BatchContext,
  rows: string[][],
  rowNumbers: number[],
): Promise<{ result: BatchResult; write: (trx: CrmDb) => Promise<void> }> {
  const db = ctx.hub.db;
  const now = toIso(ctx.hub.clock.now());
  const failures: Array<{ importId: string; rowNumber: number; reason: string; data: string }> = [];
  const fail = (rowNumber: number, reason: string, cells: string[] | undefined) =>
    failures.push({ importId: ctx.importId, rowNumber, reason, data: toJson(cells) });

  const parsed: Array<{ n: number; row: ImportedRow; key: string | null }> = [];
  rows.forEach((cells, i) => {
    const r = readRow(cells, ctx.columns);
    if ('error' in r) fail(rowNumbers[i], r.error, cells);
    else parsed.push({ n: rowNumbers[i], row: r.row, key: r.row.email ? fold(r.row.email) : null });
  });

  const keys = [...new Set(parsed.map((p) => p.key).filter((k): k is string => k !== null))];
  const existing = new Map<string, Record<string, any>>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const found = await forOrg(db, ctx.orgId)
      .selectFrom('crmContacts')
      .selectAll()
      .where('emailKey', 'in', keys.slice(i, i + CHUNK))
      .execute();
    for (const c of found) if (c.emailKey) existing.set(c.emailKey, c);
  }
  const ids = [...existing.values()].filter((c) => c.importId !== ctx.importId).map((c) => c.id);
  const recorded = new Map<string, { previous: Fields; applied: Fields }>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    // The import's own records (no organisation column): the import was found in its organisation.
    const found = await db
      .selectFrom('crmImportChanges')
      .select(['contactId', 'previous', 'applied'])
      .where('importId', '=', ctx.importId)
      .where('contactId', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const c of found)
      recorded.set(c.contactId, { previous: JSON.parse(c.previous), applied: JSON.parse(c.applied) });
  }

  const pending = new Map<string, { values: ContactValues; rows: number[] }>();
  const anonymous: Array<{ values: ContactValues; rows: number[] }> = [];
  const dirty = new Map<string, Record<string, any>>();
  const touched = new Set<string>();
  // Rows that updated a contact the organisation had before this import, and rows that went into
  // one this import created (earlier in the file): the counts do not depend on where batches end.
  let updatedRows = 0;
  let mergedRows = 0;

  for (const p of parsed) {
    const current = p.key ? existing.get(p.key) : undefined;
    if (current) {
      const change = changesFor(current, p.row);
      if (Object.keys(change).length > 0) {
        if (current.importId !== ctx.importId) {
          const rec = recorded.get(current.id) ?? { previous: {}, applied: {} };
          for (const f of Object.keys(change) as Updatable[]) {
            if (!(f in rec.previous)) rec.previous[f] = current[f];
            rec.applied[f] = change[f];
          }
          recorded.set(current.id, rec);
          touched.add(current.id);
        }
        Object.assign(current, change);
        dirty.set(current.id, current);
      }
      if (current.importId === ctx.importId) mergedRows++;
      else updatedRows++;
      continue;
    }
    const queued = p.key ? pending.get(p.key) : undefined;
    if (queued) {
      Object.assign(queued.values, changesFor(queued.values, p.row));
      queued.rows.push(p.n);
      continue;
    }
    const entry = { values: newValues(p.row), rows: [p.n] };
    if (p.key) pending.set(p.key, entry);
    else anonymous.push(entry);
  }

  const creates = [...pending.values(), ...anonymous].sort((a, b) => a.rows[0] - b.rows[0]);
  const { allowed, message } = await allowedCreates(ctx.hub, ctx.orgId, ctx.contactCount, creates.length);
  if (allowed < creates.length) {
    const cellsOf = new Map(rows.map((r, i) => [rowNumbers[i], r]));
    for (const c of creates.slice(allowed))
      for (const n of c.rows) fail(n, message ?? 'Plan limit reached', cellsOf.get(n));
  }
  const accepted = creates.slice(0, allowed);
  const createdRows = accepted.reduce((s, c) => s + c.rows.length, 0);
  // Counted in rows, so they add up: processed = successful + failed, successful = created +
  // updated. A row that created a contact counts as created; every other successful row updated
  // one (a contact the organisation had, or one an earlier row of this file created).
  const successful = createdRows + mergedRows + updatedRows;
  const result = {
    processed: rows.length,
    successful,
    failed: failures.length,
    created: accepted.length,
    updated: successful - accepted.length,
  };

  // Every row is built here, outside the transaction, which then only runs prepared statements.
  const newRows = accepted.map((c) => ({
    id: timeOrderedId(),
    orgId: ctx.orgId,
    ...c.values,
    ...derivedKeys(c.values),
    importId: ctx.importId,
    createdAt: now,
    updatedAt: now,
  }));
  const updates = [...dirty.values()].map((c) => {
    const set: Record<string, unknown> = { orgId: ctx.orgId, id: c.id, updatedAt: now };
    for (const f of UPDATABLE) set[f] = c[f];
    return Object.assign(set, derivedKeys(c as ContactValues));
  });
  const changes = [...touched].map((id) => {
    const rec = recorded.get(id)!;
    return {
      importId: ctx.importId,
      contactId: id,
      previous: toJson(rec.previous),
      applied: toJson(rec.applied),
    };
  });

  const write = async (trx: CrmDb) => {
    const st = ctx.statements;
    await st.insertContacts(newRows, trx);
    for (const u of updates) await st.updateContact(u, trx);
    await st.upsertChanges(changes, trx);
    await st.insertFailures(failures, trx);
  };
  return { result, write };
}
