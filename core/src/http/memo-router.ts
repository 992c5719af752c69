import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** How many paths without parameters keep their match (/healthz, /api/auth/user…; unknown paths too). */
const MAX_PATHS = 2_000;

/**
 * Hono's default router (SmartRouter: the RegExpRouter, or the TrieRouter when some routes are
 * beyond the RegExpRouter, as the hub's `:id{…}` constraints are), remembering the match of a path
 * that captured no parameter: the same method and path always match the same handlers, so the
 * hot paths (health checks, the signed-in user, ingestion, searches with a query string) skip the
 * tree walk. Matches with parameters (ids) are never kept, and at most MAX_PATHS paths are.
 */
export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter';
  readonly #inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  readonly #matches = new Map<string, Result<T>>();
  /** Turns a match into the one Hono runs (fuseFrame), before it is kept. */
  #shape: (result: Result<T>) => Result<T> = (result) => result;

  /** Sets how matches are shaped from now on (set before the first request). */
  shapeMatches(shape: (result: Result<T>) => Result<T>): void {
    this.#shape = shape;
  }

  add(method: string, path: string, handler: T): void {
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#matches.get(key);
    if (known) return known;
    const result = this.#shape(this.#inner.match(method, path));
    if (this.#matches.size < MAX_PATHS && withoutParams(result)) this.#matches.set(key, result);
    return result;
  }
}

/** A match that captured nothing: one list of [handler, params] pairs whose params are all empty. */
function withoutParams<T>(result: Result<T>): boolean {
  if (result.length !== 1) return false;
  for (const [, params] of result[0] as Array<[T, unknown]>) {
    if (typeof params !== 'object' || params === null) return false;
    for (const _ in params) return false;
  }
  return true;
}
