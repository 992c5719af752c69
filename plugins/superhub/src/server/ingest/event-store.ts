import { type Dialect, prepareQuery } from '@ecohub/core';
import { CompiledQuery, type Insertable, type Selectable, sql } from 'kysely';
import type { SuperhubTables } from '../db.ts';
import type { SuperhubDb, SuperhubTrx } from '../hub.ts';

/** A stored event row (camelCase, as Kysely's CamelCasePlugin maps it). */
export interface EventRow extends Selectable<SuperhubTables['superhubEvents']> {
  /** `data` as parsed from the request (not a column): the after-commit work reads it. */
  parsed?: Record<string, unknown>;
  /** Browser events: the caller (not a column; passed on the bus for cookieless visitor ids). */
  client?: { address: string; userAgent: string };
}

const COLUMNS = [
  'id',
  'orgId',
  'appId',
  'messageId',
  'source',
  'stream',
  'event',
  'status',
  'tag',
  'userKey',
  'data',
  'occurredAt',
  'receivedAt',
] as const;

/** Most rows in one INSERT (13 parameters each): a larger group runs several. */
export const MAX_ROWS_PER_INSERT = 100;

const COLS_SQL =
  'id, org_id, app_id, message_id, source, stream, event, status, tag, user_key, data, occurred_at, received_at';

/**
 * PostgreSQL: superhub_events is partitioned by month and cannot hold a unique index on (app_id,
 * message_id) without the partition key; superhub_event_keys holds that key. These WITHs add the
 * rows' keys (a key already there, or twice in the rows, is skipped; `keep` may skip more rows),
 * store the events whose key they added, so a replay stores nothing, however old the original
 * (within the retention), and add the stored events to their apps' running totals (in app order, as
 * every commit takes those rows; the last event only ever moves forward, whichever process's clock
 * stamped it). The rows' values are parameters `from`, `from + 1`, … (COLUMNS order, row by row).
 */
function storedEventsSql(from: number, n: number, keep = ''): string {
  const rows = Array.from(
    { length: n },
    (_, i) =>
      `(${Array.from({ length: COLUMNS.length }, (_, c) => `$${from + i * COLUMNS.length + c}`).join(', ')})`,
  );
  return `v (${COLS_SQL}) as (values ${rows.join(', ')}),
    k as (insert into superhub_event_keys (app_id, message_id, event_id, received_at)
      select app_id, message_id, id, received_at from v ${keep} on conflict do nothing returning event_id),
    e as (insert into superhub_events (${COLS_SQL}) select ${COLS_SQL} from v where id in (select event_id from k)
      returning app_id, org_id, stream, received_at),
    c as (insert into superhub_app_counters (app_id, org_id, events, errors, last_event_at)
      select app_id, min(org_id), count(*), count(*) filter (where stream = 'errors'), max(received_at)
      from e group by app_id order by app_id
      on conflict (app_id) do update set events = superhub_app_counters.events + excluded.events,
        errors = superhub_app_counters.errors + excluded.errors,
        last_event_at = greatest(superhub_app_counters.last_event_at collate "C", excluded.last_event_at))`;
}

/** PostgreSQL: stores n rows with their totals in one statement; answers how many it stored. */
const partitionedInsertSql = (n: number) => `with ${storedEventsSql(1, n)} select count(*)::int as n from e`;

/**
 * PostgreSQL, a whole commit in one statement: adds each app's events to its rate window (one row
 * per app, in app order; the row stays locked until the statement commits, which serialises the hub
 * processes on it), then stores (as above) only the events of the apps whose window stays within the
 * limit. Parameters: the app ids and their events (two arrays, so the text depends on the row count
 * only), the window's start, the limit, then the rows. Answers each app's window count with its
 * events, and how many events it stored.
 */
const windowedInsertSql = (n: number) => `with w (app_id, n) as (select * from unnest($1::text[], $2::int[])),
    u as (insert into superhub_rate_windows (app_id, window_start, count)
      select app_id, $3, n from w order by app_id
      on conflict (app_id, window_start) do update set count = superhub_rate_windows.count + excluded.count
      returning app_id, count),
    ${storedEventsSql(5, n, 'where app_id in (select app_id from u where count <= $4::int)')}
    select app_id as app, count, (select count(*)::int from e) as n from u`;

/** Runs an insert; answers how many rows it stored. */
type Insert = (values: unknown[], executor: SuperhubDb) => Promise<number>;

/** Newly stored events of one app, for its running totals. */
interface Totals {
  orgId: string;
  events: number;
  errors: number;
  last: string;
}

const MARK = '\u0000superhub-insert:';

/**
 * The group commit's statements, each built and compiled once (the multi-row insert once per row
 * count): a commit runs no query building, only SQL with new values.
 *
 * Tenancy: these statements bind `orgId` explicitly instead of going through `forOrg`. One commit
 * stores the events of many organisations (the group of every request queued meanwhile), and each
 * statement is compiled once for all of them, with the organisation as one of its parameters; each
 * row's organisation is the one of the app that the ingestion authenticated (signature or
 * publishable key and origin), never a value from the request body.
 */
export function eventStore(db: SuperhubDb, dialect: Dialect = 'sqlite') {
  const inserts = new Map<number, Insert>();
  /**
   * INSERT of n rows, idempotent on (app, message id): answers how many it stored (no ids read back:
   * that costs more than the insert's own count, and replays are rare). Run with the rows' values in
   * row order then COLUMNS order, as the compiled SQL binds them. On PostgreSQL it also counts the
   * stored rows in their apps' totals; on SQLite `insert` runs bumpCounters after it.
   */
  const insertOf = (n: number): Insert => {
    let run = inserts.get(n);
    if (!run && dialect === 'postgres') {
      const sql = partitionedInsertSql(n);
      run = async (values, executor) =>
        Number((await executor.executeQuery<{ n: number }>(CompiledQuery.raw(sql, values))).rows[0]?.n);
      inserts.set(n, run);
    }
    if (!run) {
      // Stand-ins for the values (the compiled SQL only binds them).
      const marks = Array.from(
        { length: n },
        (_, i) =>
          Object.fromEntries(COLUMNS.map((c) => [c, `${MARK}${i}.${c}`])) as unknown as Insertable<
            SuperhubTables['superhubEvents']
          >,
      );
      const compiled = db
        .insertInto('superhubEvents')
        .values(marks)
        .onConflict((oc) => oc.columns(['appId', 'messageId']).doNothing())
        .compile();
      const expected = Array.from({ length: n }, (_, i) => COLUMNS.map((c) => `${MARK}${i}.${c}`)).flat();
      if (
        compiled.parameters.length !== expected.length ||
        compiled.parameters.some((v, i) => v !== expected[i])
      )
        throw new Error('superhub_events insert: unexpected parameter order');
      const { sql } = compiled;
      run = async (values, executor) =>
        Number((await executor.executeQuery(CompiledQuery.raw(sql, values))).numAffectedRows);
      inserts.set(n, run);
    }
    return run;
  };

  // Adds to an app's count in a window and answers the new count: the read and the write of the
  // rate limit in one statement, which also holds the window's row until the commit (PostgreSQL
  // serialises concurrent hub processes on it; SQLite has one writer at a time).
  const addToWindow = prepareQuery<{ count: number | string }>(db, (p) =>
    db
      .insertInto('superhubRateWindows')
      .values({ appId: p('appId'), windowStart: p('windowStart'), count: p('n') })
      .onConflict((oc) =>
        oc
          .columns(['appId', 'windowStart'])
          .doUpdateSet((eb) => ({ count: eb('superhubRateWindows.count', '+', p('n')) })),
      )
      .returning('count'),
  );
  const takeFromWindow = prepareQuery(db, (p) =>
    db
      .updateTable('superhubRateWindows')
      .set((eb) => ({ count: eb('count', '-', p('n')) }))
      .where('appId', '=', p('appId'))
      .where('windowStart', '=', p('windowStart')),
  );
  const bumpCounters = prepareQuery(db, (p) =>
    db
      .insertInto('superhubAppCounters')
      .values({
        appId: p('appId'),
        orgId: p('orgId'),
        events: p('events'),
        errors: p('errors'),
        lastEventAt: p('last'),
      })
      .onConflict((oc) =>
        oc.column('appId').doUpdateSet((eb) => ({
          events: eb('superhubAppCounters.events', '+', p('events')),
          errors: eb('superhubAppCounters.errors', '+', p('errors')),
          // SQLite's max() of two values: the last event only ever moves forward.
          lastEventAt: sql<string>`max(coalesce(${eb.ref('superhubAppCounters.lastEventAt')}, ''), ${p('last')})`,
        })),
      ),
  );

  /** SQLite (only): the stored rows' apps' running totals, one statement per app in app order. */
  async function count(trx: SuperhubDb, rows: EventRow[], isStored: (id: string) => boolean) {
    const totals = new Map<string, Totals>();
    for (const r of rows) {
      if (!isStored(r.id)) continue;
      let t = totals.get(r.appId);
      if (!t) {
        t = { orgId: r.orgId, events: 0, errors: 0, last: r.receivedAt };
        totals.set(r.appId, t);
      }
      t.events++;
      if (r.stream === 'errors') t.errors++;
      if (r.receivedAt > t.last) t.last = r.receivedAt;
    }
    for (const [appId, t] of [...totals].sort(([a], [b]) => (a < b ? -1 : 1)))
      await bumpCounters({ appId, orgId: t.orgId, events: t.events, errors: t.errors, last: t.last }, trx);
  }

  /** Of these rows' ids, the ones not stored (looked up after an insert that stored fewer rows). */
  async function notStoredOf(executor: SuperhubDb, rows: EventRow[], into: Set<string>) {
    const ids = rows.map((r) => r.id);
    const found = new Set(
      (await executor.selectFrom('superhubEvents').select('id').where('id', 'in', ids).execute()).map(
        (r) => r.id,
      ),
    );
    for (const id of ids) if (!found.has(id)) into.add(id);
  }

  /** The one-statement commit's SQL per row count (at most MAX_ROWS_PER_INSERT texts). */
  const windowed = new Map<number, string>();

  return {
    /**
     * Stores the rows whose (app, message id) is not stored yet, and adds those to their apps'
     * running totals (events, errors, last event); answers whether a row was stored by this insert.
     * A replayed message id is not: when an insert stores fewer rows than it was given, its rows are
     * looked up by their (new) ids. Runs in the caller's transaction, or on its own (`db`).
     */
    async insert(executor: SuperhubDb, rows: EventRow[]): Promise<(id: string) => boolean> {
      let skipped: Set<string> | null = null;
      for (let i = 0; i < rows.length; i += MAX_ROWS_PER_INSERT) {
        const end = Math.min(rows.length, i + MAX_ROWS_PER_INSERT);
        const stored = await insertOf(end - i)(valuesOf(rows, i, end), executor);
        if (stored === end - i) continue;
        skipped ??= new Set();
        await notStoredOf(executor, rows.slice(i, end), skipped);
      }
      const notStored = skipped;
      const isStored = notStored ? (id: string) => !notStored.has(id) : () => true;
      if (dialect !== 'postgres') await count(executor, rows, isStored);
      return isStored;
    },
    /**
     * PostgreSQL only, at most MAX_ROWS_PER_INSERT rows: one statement, without a transaction, adds
     * each app's events (`asked`, in app order) to its window, then stores the rows of the apps whose
     * window stays within `limit` (with their totals, as `insert`). Answers each app's window count
     * with its events, and whether a row was stored (the rows of an app over the limit never are).
     */
    async insertWithinLimit(
      windowStart: string,
      asked: ReadonlyArray<readonly [string, number]>,
      limit: number,
      rows: EventRow[],
    ): Promise<{ windows: Map<string, number>; isStored: (id: string) => boolean }> {
      let text = windowed.get(rows.length);
      if (!text) {
        text = windowedInsertSql(rows.length);
        windowed.set(rows.length, text);
      }
      const params: unknown[] = [asked.map(([appId]) => appId), asked.map(([, n]) => n), windowStart, limit];
      for (const v of valuesOf(rows, 0, rows.length)) params.push(v);
      // Plain column names: the result's keys are camel-cased.
      const result = await db.executeQuery<{ app: string; count: number | string; n: number }>(
        CompiledQuery.raw(text, params),
      );
      const windows = new Map(result.rows.map((r) => [r.app, Number(r.count)] as const));
      const stored = Number(result.rows[0]?.n);
      if (stored === rows.length) return { windows, isStored: () => true };
      const over = (r: EventRow) => (windows.get(r.appId) ?? 0) > limit;
      const notStored = new Set(rows.filter(over).map((r) => r.id));
      const kept = rows.filter((r) => !over(r));
      if (stored !== kept.length) await notStoredOf(db, kept, notStored);
      return { windows, isStored: (id) => !notStored.has(id) };
    },
    /** Counts `n` more events in an app's rate window: answers the window's count with them. */
    async addToWindow(trx: SuperhubTrx, appId: string, windowStart: string, n: number): Promise<number> {
      const [w] = await addToWindow({ appId, windowStart, n }, trx);
      return Number(w?.count);
    },
    /** Takes `n` events (refused ones) off an app's count in a window. */
    takeFromWindow: (executor: SuperhubDb, appId: string, windowStart: string, n: number) =>
      takeFromWindow({ appId, windowStart, n }, executor),
  };
}
export type EventStore = ReturnType<typeof eventStore>;

/** The rows' values from `start` to `end`, row by row in COLUMNS order, as the inserts bind them. */
function valuesOf(rows: EventRow[], start: number, end: number): unknown[] {
  const values: unknown[] = [];
  for (let j = start; j < end; j++) {
    const r = rows[j] as EventRow;
    values.push(
      r.id,
      r.orgId,
      r.appId,
      r.messageId,
      r.source,
      r.stream,
      r.event,
      r.status,
      r.tag,
      r.userKey,
      r.data,
      r.occurredAt,
      r.receivedAt,
    );
  }
  return values;
}
