import { HttpError, toIso } from '@ecohub/core';
import type { Kysely } from 'kysely';
import type { SuperhubHub, SuperhubTrx } from '../hub.ts';
import { toReceived } from './after-commit.ts';
import { type EventRow, eventStore } from './event-store.ts';

export type { EventRow } from './event-store.ts';

/** What one request learns once its events are committed. */
export interface Committed {
  /** The rows stored by this commit (a replayed message id is not among them). */
  stored: EventRow[];
  duplicates: number;
}

interface Unit {
  appId: string;
  orgId: string;
  rows: EventRow[];
  resolve(c: Committed): void;
  reject(err: unknown): void;
}

export interface GroupCommitOptions {
  /** Events accepted per application and minute. */
  eventsPerMinute: number;
  /** Largest number of events in one transaction (a request's events are never split). */
  maxEvents?: number;
  /** Runs after each commit with the newly stored rows (outside the request's wait). */
  afterCommit?: (stored: EventRow[]) => Promise<void>;
}

const MINUTE = 60_000;

/**
 * Group commit: requests queue their events; one transaction at a time stores everything queued
 * (at most `maxEvents`, idempotent on app + message id), counts each app's rate-limit window and
 * running totals, commits, then resolves every request. Durable before the 2xx, yet one commit per
 * group rather than per event. No timer: the next transaction starts as soon as the previous one has
 * committed (on the next turn of the event loop, so requests read meanwhile join it), hence a request
 * waits at most for the commit under way and its own; under load the groups grow by themselves.
 */
export function groupCommit(
  hub: Pick<SuperhubHub, 'db' | 'dialect' | 'clock' | 'log' | 'events'>,
  opts: GroupCommitOptions,
) {
  const maxEvents = opts.maxEvents ?? 500;
  const store = eventStore(hub.db, hub.dialect);
  const queue: Unit[] = [];
  let scheduled = false;
  let running: Promise<void> | null = null;
  let after: Promise<void> = Promise.resolve();
  let clearedBefore = '';

  const schedule = () => {
    if (scheduled || running || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      running = flush().finally(() => {
        running = null;
        schedule();
      });
    });
  };

  async function flush(): Promise<void> {
    const batch: Unit[] = [];
    let n = 0;
    while (queue.length && (n === 0 || n + (queue[0] as Unit).rows.length <= maxEvents)) {
      const u = queue.shift() as Unit;
      batch.push(u);
      n += u.rows.length;
    }
    let outcomes: Array<Committed | HttpError>;
    try {
      outcomes = await hub.db.transaction().execute((trx) => commit(trx, batch));
    } catch (err) {
      for (const u of batch) u.reject(err);
      return;
    }
    const stored: EventRow[] = [];
    batch.forEach((u, i) => {
      const o = outcomes[i] as Committed | HttpError;
      if (o instanceof HttpError) u.reject(o);
      else {
        for (const r of o.stored) stored.push(r);
        u.resolve(o);
      }
    });
    if (stored.length && opts.afterCommit) {
      const fn = opts.afterCommit;
      after = after
        .then(() => fn(stored))
        .catch((err) => hub.log.error({ err }, 'superhub after-commit failed'));
    }
  }

  async function commit(trx: SuperhubTrx, batch: Unit[]): Promise<Array<Committed | HttpError>> {
    const now = hub.clock.now();
    const windowStart = toIso(new Date(Math.floor(now.getTime() / MINUTE) * MINUTE));
    const retryAfter = String(Math.max(1, Math.ceil((MINUTE - (now.getTime() % MINUTE)) / 1000)));

    // The rate limit, shared by every hub process: each app's count in the current window. The
    // batch's events are added to it first (one statement per app, that also locks the window's row
    // until the commit); the events of refused requests are taken off again below.
    const asked = new Map<string, number>();
    for (const u of batch) asked.set(u.appId, (asked.get(u.appId) ?? 0) + u.rows.length);
    const before = new Map<string, number>();
    // In one order of the apps on every process, so that two commits never wait on each other's rows.
    for (const [appId, n] of [...asked].sort(([a], [b]) => (a < b ? -1 : 1)))
      before.set(appId, (await store.addToWindow(trx, appId, windowStart, n)) - n);
    const used = new Map(before);
    const rows: EventRow[] = [];
    const outcomes: Array<Committed | HttpError> = batch.map((u) => {
      const count = used.get(u.appId) ?? 0;
      if (count + u.rows.length > opts.eventsPerMinute)
        return new HttpError(
          429,
          'Too many events from this application. Please slow down.',
          'rate_limited',
          undefined,
          { 'Retry-After': retryAfter },
        );
      used.set(u.appId, count + u.rows.length);
      for (const r of u.rows) rows.push(r);
      return { stored: [], duplicates: 0 };
    });
    for (const [appId, count] of used)
      if (count !== (before.get(appId) ?? 0) + (asked.get(appId) ?? 0))
        await store.setWindow(trx, appId, windowStart, count);

    const isStored = rows.length ? await store.insert(trx, rows) : () => false;

    // In-transaction contributors (webhook forwarding's outbox): what they write commits with the
    // events or not at all. A contributor's failure rolls the whole group back (its requests get 500).
    const fresh = rows.filter((r) => isStored(r.id));
    if (fresh.length) {
      let failure: unknown = null;
      const fail = (err: unknown) => {
        failure ??= err;
      };
      // Handed on untyped: each contributor views the transaction with its own tables.
      const shared = trx as unknown as Kysely<unknown>;
      await hub.events.emit('superhub.events-committing', {
        trx: shared,
        events: fresh.map(toReceived),
        fail,
      });
      if (failure) throw failure;
    }
    // Old windows are worthless once the minute is over: cleared at the first commit of each minute.
    if (windowStart !== clearedBefore) {
      await trx.deleteFrom('superhubRateWindows').where('windowStart', '<', windowStart).execute();
      clearedBefore = windowStart;
    }

    batch.forEach((u, i) => {
      const o = outcomes[i];
      if (o instanceof HttpError || !o) return;
      o.stored = u.rows.filter((r) => isStored(r.id));
      o.duplicates = u.rows.length - o.stored.length;
    });
    return outcomes;
  }

  return {
    /** Queues one request's events (all of one app) and resolves once they are committed. */
    submit(appId: string, orgId: string, rows: EventRow[]): Promise<Committed> {
      return new Promise<Committed>((resolve, reject) => {
        queue.push({ appId, orgId, rows, resolve, reject });
        schedule();
      });
    },
    /** Resolves when queued events are committed and their after-commit work has run. */
    async settled(): Promise<void> {
      while (queue.length || running || scheduled) {
        await (running ?? new Promise((r) => setTimeout(r, 1)));
      }
      await after;
    },
  };
}
export type GroupCommit = ReturnType<typeof groupCommit>;
