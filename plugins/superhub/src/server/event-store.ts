import { prepareQuery } from '@ecohub/core';
import type { Kysely } from 'kysely';

/** A stored event row (camelCase, as Kysely's CamelCasePlugin maps it). */
export interface EventRow {
  id: string;
  orgId: string;
  appId: string;
  messageId: string;
  source: 'server' | 'browser';
  stream: string;
  event: string;
  status: string;
  tag: string;
  userKey: string | null;
  data: string;
  occurredAt: string;
  receivedAt: string;
  /** `data` as parsed from the request (not a column): the after-commit work reads it. */
  parsed?: Record<string, unknown>;
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

type Run = (params: Record<string, unknown>, executor?: Kysely<any>) => Promise<any[]>;

/**
 * The group commit's statements, each built and compiled once (the multi-row insert once per row
 * count): a commit runs no query building, only SQL with new values.
 */
export function eventStore(db: Kysely<any>) {
  const inserts = new Map<number, Run>();
  /** INSERT of n rows, idempotent on (app, message id): answers the ids of the rows it stored. */
  const insertOf = (n: number): Run => {
    let run = inserts.get(n);
    if (!run) {
      run = prepareQuery(db, (p) =>
        db
          .insertInto('superhub_events')
          .values(
            Array.from({ length: n }, (_, i) => Object.fromEntries(COLUMNS.map((c) => [c, p(`${c}${i}`)]))),
          )
          .onConflict((oc) => oc.columns(['appId', 'messageId']).doNothing())
          .returning('id'),
      );
      inserts.set(n, run);
    }
    return run;
  };

  const windowCount = prepareQuery<{ count: number | string }>(db, (p) =>
    db
      .selectFrom('superhub_rate_windows')
      .select('count')
      .where('appId', '=', p('appId'))
      .where('windowStart', '=', p('windowStart')),
  );
  const saveWindow = prepareQuery(db, (p) =>
    db
      .insertInto('superhub_rate_windows')
      .values({ appId: p('appId'), windowStart: p('windowStart'), count: p('count') })
      .onConflict((oc) => oc.columns(['appId', 'windowStart']).doUpdateSet({ count: p('count') })),
  );
  const bumpCounters = prepareQuery(db, (p) =>
    db
      .insertInto('superhub_app_counters')
      .values({
        appId: p('appId'),
        orgId: p('orgId'),
        events: p('events'),
        errors: p('errors'),
        lastEventAt: p('last'),
      })
      .onConflict((oc) =>
        oc.column('appId').doUpdateSet((eb) => ({
          events: eb('superhub_app_counters.events', '+', p('events')),
          errors: eb('superhub_app_counters.errors', '+', p('errors')),
          lastEventAt: p('last'),
        })),
      ),
  );

  return {
    /** Stores the rows not stored yet; answers the ids of those it stored. */
    async insert(trx: Kysely<any>, rows: EventRow[]): Promise<Set<string>> {
      const inserted = new Set<string>();
      for (let i = 0; i < rows.length; i += MAX_ROWS_PER_INSERT) {
        const chunk = rows.slice(i, i + MAX_ROWS_PER_INSERT);
        const params: Record<string, unknown> = {};
        chunk.forEach((r, j) => {
          for (const c of COLUMNS) params[`${c}${j}`] = r[c];
        });
        for (const r of await insertOf(chunk.length)(params, trx)) inserted.add(r.id);
      }
      return inserted;
    },
    /** Events counted in an app's rate window so far. */
    async windowCount(trx: Kysely<any>, appId: string, windowStart: string): Promise<number> {
      const [w] = await windowCount({ appId, windowStart }, trx);
      return w ? Number(w.count) : 0;
    },
    saveWindow: (trx: Kysely<any>, appId: string, windowStart: string, count: number) =>
      saveWindow({ appId, windowStart, count }, trx),
    /** Adds newly stored events to an app's running totals. */
    bumpCounters: (
      trx: Kysely<any>,
      appId: string,
      t: { orgId: string; events: number; errors: number; last: string },
    ) => bumpCounters({ appId, orgId: t.orgId, events: t.events, errors: t.errors, last: t.last }, trx),
  };
}
export type EventStore = ReturnType<typeof eventStore>;
