import { HttpError, type HubContext, toIso } from '@ecohub/core';
import type { Kysely, Transaction } from 'kysely';

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
}

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
  /**
   * How long the first queued event waits for others to join its transaction (0: the next turn of
   * the event loop; under load, events queue up while the previous transaction commits anyway).
   */
  flushMs?: number;
  /** Largest number of events in one transaction. */
  maxEvents?: number;
  /** Runs after each commit with the newly stored rows (outside the request's wait). */
  afterCommit?: (stored: EventRow[]) => Promise<void>;
}

const CHUNK = 100;
const MINUTE = 60_000;

/**
 * Group commit: requests queue their events, and one transaction every few milliseconds stores
 * everything queued (idempotent on app + message id), counts each app's rate-limit window and
 * running totals, then resolves every request. Durable before the 2xx, yet one fsync per batch
 * rather than per event. One transaction at a time, so batches grow under load.
 */
export function groupCommit(hub: HubContext, opts: GroupCommitOptions) {
  const flushMs = opts.flushMs ?? 0;
  const maxEvents = opts.maxEvents ?? 1000;
  const queue: Unit[] = [];
  let timer: ReturnType<typeof setTimeout> | ReturnType<typeof setImmediate> | null = null;
  let running: Promise<void> | null = null;
  let after: Promise<void> = Promise.resolve();
  let clearedBefore = '';

  const schedule = () => {
    if (timer || running || queue.length === 0) return;
    const run = () => {
      timer = null;
      running = flush().finally(() => {
        running = null;
        schedule();
      });
    };
    timer = flushMs > 0 ? setTimeout(run, flushMs) : setImmediate(run);
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
        stored.push(...o.stored);
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

  async function commit(trx: Transaction<any>, batch: Unit[]): Promise<Array<Committed | HttpError>> {
    const now = hub.clock.now();
    const windowStart = toIso(new Date(Math.floor(now.getTime() / MINUTE) * MINUTE));
    const retryAfter = String(Math.max(1, Math.ceil((MINUTE - (now.getTime() % MINUTE)) / 1000)));

    // The rate limit: each app's count in the current window, shared by every hub process.
    const appIds = [...new Set(batch.map((u) => u.appId))];
    const windows = await trx
      .selectFrom('superhub_rate_windows')
      .select(['appId', 'count'])
      .where('windowStart', '=', windowStart)
      .where('appId', 'in', appIds)
      .execute();
    const used = new Map<string, number>(windows.map((w) => [w.appId, Number(w.count)]));
    const accepted: Unit[] = [];
    const outcomes: Array<Committed | HttpError> = batch.map((u) => {
      const count = used.get(u.appId) ?? 0;
      if (count + u.rows.length > opts.eventsPerMinute)
        return new HttpError(
          429,
          'Too many events from this application. Please slow down.',
          'rate_limited',
          undefined,
          {
            'Retry-After': retryAfter,
          },
        );
      used.set(u.appId, count + u.rows.length);
      accepted.push(u);
      return { stored: [], duplicates: 0 };
    });

    const rows = accepted.flatMap((u) => u.rows);
    const inserted = new Set<string>();
    for (let i = 0; i < rows.length; i += CHUNK) {
      const res = await trx
        .insertInto('superhub_events')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) => oc.columns(['appId', 'messageId']).doNothing())
        .returning('id')
        .execute();
      for (const r of res) inserted.add(r.id);
    }

    const totals = new Map<string, { orgId: string; events: number; errors: number; last: string }>();
    for (const r of rows) {
      if (!inserted.has(r.id)) continue;
      const t = totals.get(r.appId) ?? { orgId: r.orgId, events: 0, errors: 0, last: r.receivedAt };
      t.events++;
      if (r.stream === 'errors') t.errors++;
      if (r.receivedAt > t.last) t.last = r.receivedAt;
      totals.set(r.appId, t);
    }
    for (const [appId, t] of totals) await bumpCounters(trx, appId, t);
    for (const appId of appIds) {
      const count = used.get(appId) ?? 0;
      await trx
        .insertInto('superhub_rate_windows')
        .values({ appId, windowStart, count })
        .onConflict((oc) => oc.columns(['appId', 'windowStart']).doUpdateSet({ count }))
        .execute();
    }
    // Old windows are worthless once the minute is over: cleared at the first commit of each minute.
    if (windowStart !== clearedBefore) {
      await trx.deleteFrom('superhub_rate_windows').where('windowStart', '<', windowStart).execute();
      clearedBefore = windowStart;
    }

    batch.forEach((u, i) => {
      const o = outcomes[i];
      if (o instanceof HttpError || !o) return;
      o.stored = u.rows.filter((r) => inserted.has(r.id));
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
      while (queue.length || running || timer) {
        await (running ?? new Promise((r) => setTimeout(r, 1)));
      }
      await after;
    },
  };
}

async function bumpCounters(
  trx: Kysely<any>,
  appId: string,
  t: { orgId: string; events: number; errors: number; last: string },
): Promise<void> {
  await trx
    .insertInto('superhub_app_counters')
    .values({ appId, orgId: t.orgId, events: t.events, errors: t.errors, lastEventAt: t.last })
    .onConflict((oc) =>
      oc.column('appId').doUpdateSet((eb) => ({
        events: eb('superhub_app_counters.events', '+', t.events),
        errors: eb('superhub_app_counters.errors', '+', t.errors),
        lastEventAt: t.last,
      })),
    )
    .execute();
}
