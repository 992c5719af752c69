import { HttpError, toIso } from '@ecohub/core';
import type { Kysely } from 'kysely';
import type { SuperhubDb, SuperhubHub, SuperhubTrx } from '../hub.ts';
import { toReceived } from './after-commit.ts';
import { type EventRow, eventStore, MAX_ROWS_PER_INSERT } from './event-store.ts';

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
  /**
   * Milliseconds a commit waits for more requests when the previous commit answered several (as
   * PostgreSQL's commit_delay waits when other transactions are active): under concurrent load each
   * commit then carries more events, and its fixed cost (a round trip, its after-commit work) is
   * shared by more of them. A commit after a lone request starts at once, and so does one whose
   * batch is full (`maxEvents`). 0 (the default here): never waits.
   */
  commitDelayMs?: number;
}

const MINUTE = 60_000;

/**
 * Group commit: requests queue their events; one commit at a time stores everything queued (at
 * most `maxEvents`, idempotent on app + message id), counts each app's rate-limit window and running
 * totals, then resolves every request. Durable before the 2xx, yet one commit per group rather than
 * per event. A commit runs in a transaction when a contributor joins it (`superhub.events-arriving`)
 * or on SQLite; on PostgreSQL a commit nobody joined is one statement (one round trip). The next
 * commit starts as soon as the previous one is done (on the next turn of the event loop, so requests
 * read meanwhile join it), hence a request waits at most for the commit under way and its own; under
 * load the groups grow by themselves, and with `commitDelayMs` a commit that follows one of several
 * requests waits that long for more (at most: a full batch starts at once).
 */
export function groupCommit(
  hub: Pick<SuperhubHub, 'db' | 'dialect' | 'clock' | 'log' | 'events'>,
  opts: GroupCommitOptions,
) {
  const maxEvents = opts.maxEvents ?? 500;
  const delayMs = opts.commitDelayMs ?? 0;
  const store = eventStore(hub.db, hub.dialect);
  const queue: Unit[] = [];
  /** Events in the queue. */
  let queued = 0;
  let scheduled = false;
  /** The timer of a commit that waits for more requests (`commitDelayMs`). */
  let waiting: NodeJS.Timeout | null = null;
  /** The last commit answered more than one request: requests are arriving concurrently. */
  let concurrent = false;
  let running: Promise<void> | null = null;
  let after: Promise<void> = Promise.resolve();
  let clearedBefore = '';

  const start = () => {
    scheduled = false;
    waiting = null;
    running = flush().finally(() => {
      running = null;
      schedule();
    });
  };

  /** The commit that waits for more requests starts now (on the next turn of the event loop). */
  const stopWaiting = () => {
    if (!waiting) return;
    clearTimeout(waiting);
    waiting = null;
    setImmediate(start);
  };

  const schedule = () => {
    if (running || queue.length === 0) return;
    // A full batch does not wait.
    if (queued >= maxEvents) stopWaiting();
    if (scheduled) return;
    scheduled = true;
    if (delayMs > 0 && concurrent && queued < maxEvents) waiting = setTimeout(start, delayMs);
    else setImmediate(start);
  };

  async function flush(): Promise<void> {
    const batch: Unit[] = [];
    let n = 0;
    while (queue.length && (n === 0 || n + (queue[0] as Unit).rows.length <= maxEvents)) {
      const u = queue.shift() as Unit;
      batch.push(u);
      n += u.rows.length;
    }
    queued -= n;
    concurrent = batch.length > 1;
    let outcomes: Array<Committed | HttpError>;
    try {
      const joined = await joinedBy(batch);
      outcomes =
        !joined && hub.dialect === 'postgres' && n <= MAX_ROWS_PER_INSERT
          ? await commitAtOnce(batch)
          : await hub.db.transaction().execute((trx) => commit(trx, batch, joined));
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

  /** Asks the in-transaction contributors (webhook forwarding's outbox) whether they join this commit. */
  async function joinedBy(batch: Unit[]): Promise<boolean> {
    let joined = false;
    const appIds = [...new Set(batch.map((u) => u.appId))];
    await hub.events.emit('superhub.events-arriving', {
      appIds,
      join: () => {
        joined = true;
      },
    });
    return joined;
  }

  /** Each app's events in the batch, in app order (every commit takes the apps' rows in that order). */
  const askedOf = (batch: Unit[]) => {
    const asked = new Map<string, number>();
    for (const u of batch) asked.set(u.appId, (asked.get(u.appId) ?? 0) + u.rows.length);
    return [...asked].sort(([a], [b]) => (a < b ? -1 : 1));
  };

  /**
   * The rate limit's verdict on each request, from each app's window count before the batch: a
   * request is refused (429) when its events would take its app's window over the limit; the others
   * are accepted, in queue order. Answers the outcomes, the accepted rows and each app's refused events.
   */
  function decide(batch: Unit[], before: Map<string, number>, retryAfter: string) {
    const used = new Map(before);
    const refused = new Map<string, number>();
    const rows: EventRow[] = [];
    const outcomes: Array<Committed | HttpError> = batch.map((u) => {
      const count = used.get(u.appId) ?? 0;
      if (count + u.rows.length > opts.eventsPerMinute) {
        refused.set(u.appId, (refused.get(u.appId) ?? 0) + u.rows.length);
        return new HttpError(
          429,
          'Too many events from this application. Please slow down.',
          'rate_limited',
          undefined,
          { 'Retry-After': retryAfter },
        );
      }
      used.set(u.appId, count + u.rows.length);
      for (const r of u.rows) rows.push(r);
      return { stored: [], duplicates: 0 };
    });
    return { outcomes, rows, refused };
  }

  /** What each accepted request learns: its rows stored by the commit, and its replays. */
  function settle(batch: Unit[], outcomes: Array<Committed | HttpError>, isStored: (id: string) => boolean) {
    batch.forEach((u, i) => {
      const o = outcomes[i];
      if (o instanceof HttpError || !o) return;
      o.stored = u.rows.filter((r) => isStored(r.id));
      o.duplicates = u.rows.length - o.stored.length;
    });
    return outcomes;
  }

  /** The current rate window (its start) and the Retry-After of a refusal in it. */
  function windowNow() {
    const now = hub.clock.now().getTime();
    return {
      windowStart: toIso(new Date(Math.floor(now / MINUTE) * MINUTE)),
      retryAfter: String(Math.max(1, Math.ceil((MINUTE - (now % MINUTE)) / 1000))),
    };
  }

  /** Old windows are worthless once the minute is over: cleared at the first commit of each minute. */
  async function clearOldWindows(executor: SuperhubDb, windowStart: string) {
    if (windowStart === clearedBefore) return;
    await executor.deleteFrom('superhubRateWindows').where('windowStart', '<', windowStart).execute();
    clearedBefore = windowStart;
  }

  /**
   * PostgreSQL, a commit nobody joined: the windows and the events in one statement, without a
   * transaction (one round trip). An app that the batch takes over its limit has none of its events
   * stored by it; its requests are then decided one by one as in `commit`, its accepted events stored
   * by a second statement, and its refused events taken off its window afterwards. (Should one of
   * those fail, every request of the batch gets 500, also those whose events the first stored: their
   * retries are replays, stored once by message id.)
   */
  async function commitAtOnce(batch: Unit[]): Promise<Array<Committed | HttpError>> {
    const { windowStart, retryAfter } = windowNow();
    const asked = askedOf(batch);
    const rows = batch.flatMap((u) => u.rows);
    const limit = opts.eventsPerMinute;
    const { windows, isStored } = await store.insertWithinLimit(windowStart, asked, limit, rows);
    const over = asked.filter(([appId]) => (windows.get(appId) ?? 0) > limit);
    let outcomes: Array<Committed | HttpError> = batch.map(() => ({ stored: [], duplicates: 0 }));
    let stored = isStored;
    if (over.length) {
      const overApps = new Set(over.map(([appId]) => appId));
      const before = new Map(over.map(([appId, n]) => [appId, (windows.get(appId) ?? 0) - n] as const));
      const verdict = decide(
        batch.filter((u) => overApps.has(u.appId)),
        before,
        retryAfter,
      );
      const late = verdict.rows.length ? await store.insert(hub.db, verdict.rows) : () => false;
      for (const [appId, n] of verdict.refused) await store.takeFromWindow(hub.db, appId, windowStart, n);
      let k = 0;
      outcomes = batch.map((u) =>
        overApps.has(u.appId)
          ? (verdict.outcomes[k++] as Committed | HttpError)
          : { stored: [], duplicates: 0 },
      );
      const lateIds = new Set(verdict.rows.map((r) => r.id));
      stored = (id) => (lateIds.has(id) ? late(id) : isStored(id));
    }
    await clearOldWindows(hub.db, windowStart);
    return settle(batch, outcomes, stored);
  }

  /** A commit in one transaction: every dialect, and PostgreSQL when a contributor joined it. */
  async function commit(
    trx: SuperhubTrx,
    batch: Unit[],
    joined: boolean,
  ): Promise<Array<Committed | HttpError>> {
    const { windowStart, retryAfter } = windowNow();
    // The rate limit, shared by every hub process: each app's count in the current window. The
    // batch's events are added to it first (one statement per app, that also locks the window's row
    // until the commit); the events of refused requests are taken off again below.
    const before = new Map<string, number>();
    for (const [appId, n] of askedOf(batch))
      before.set(appId, (await store.addToWindow(trx, appId, windowStart, n)) - n);
    const { outcomes, rows, refused } = decide(batch, before, retryAfter);
    for (const [appId, n] of refused) await store.takeFromWindow(trx, appId, windowStart, n);

    const isStored = rows.length ? await store.insert(trx, rows) : () => false;

    // In-transaction contributors (webhook forwarding's outbox): what they write commits with the
    // events or not at all. A contributor's failure rolls the whole group back (its requests get 500).
    const fresh = joined ? rows.filter((r) => isStored(r.id)) : [];
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
    await clearOldWindows(trx, windowStart);
    return settle(batch, outcomes, isStored);
  }

  return {
    /** Queues one request's events (all of one app) and resolves once they are committed. */
    submit(appId: string, orgId: string, rows: EventRow[]): Promise<Committed> {
      return new Promise<Committed>((resolve, reject) => {
        queue.push({ appId, orgId, rows, resolve, reject });
        queued += rows.length;
        schedule();
      });
    },
    /**
     * Resolves when queued events are committed and their after-commit work has run; a commit that
     * waits for more requests (`commitDelayMs`) starts at once.
     */
    async settled(): Promise<void> {
      while (queue.length || running || scheduled) {
        stopWaiting();
        await (running ?? new Promise((r) => setTimeout(r, 1)));
      }
      await after;
    },
  };
}
export type GroupCommit = ReturnType<typeof groupCommit>;
