import type { TableWrites } from '../db/table-writes.ts';

/**
 * How long a session row read for one request may serve the next ones without being read again.
 * Writes to sessions, memberships, users or organizations (sign-out, revocation, a role change, an
 * expiry) end every cached row at once: this process's own, and another hub process's as soon as
 * its hub.broadcast announcement arrives (AUTH_WRITES_CHANNEL). What no process announces — a CLI
 * command's write to the same database, or on PostgreSQL a transaction that had not committed yet
 * when the row was read — takes effect within this bound.
 */
export const SESSION_CACHE_MS = 2_000;
/** At most this many sessions are kept (the oldest go first). */
export const SESSION_CACHE_MAX = 10_000;

interface Entry<Row> {
  row: Row;
  /** The write count the row was read at. */
  count: number;
  /** performance.now() when it was read. */
  at: number;
}

/**
 * Session rows by session id, for the requests of signed-in users: a hit costs no query. Only rows
 * that exist are kept (an unknown id is read every time, so made-up ids cannot fill the cache), and
 * the caller still checks the token's secret and the expiry against every row, cached or not.
 */
export class SessionCache<Row> {
  readonly #rows = new Map<string, Entry<Row>>();

  constructor(private readonly writes: TableWrites) {}

  /** The row kept for `id`, if it may still serve (read within SESSION_CACHE_MS, nothing written since). */
  get(id: string): Row | undefined {
    const hit = this.#rows.get(id);
    if (hit && hit.count === this.writes.count && performance.now() - hit.at < SESSION_CACHE_MS)
      return hit.row;
    return undefined;
  }

  /** The row for `id`: the kept one if it may still serve (see `get`), else `load`'s, kept. */
  async read(id: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const kept = this.get(id);
    if (kept !== undefined) return kept;
    const count = this.writes.count;
    const now = performance.now();
    const row = await load();
    // A write while the row was read: it may predate the write, so it is not kept.
    if (row === undefined || this.writes.count !== count) {
      this.#rows.delete(id);
      return row;
    }
    if (!this.#rows.has(id) && this.#rows.size >= SESSION_CACHE_MAX)
      this.#rows.delete(this.#rows.keys().next().value as string);
    this.#rows.set(id, { row, count, at: now });
    return row;
  }
}
