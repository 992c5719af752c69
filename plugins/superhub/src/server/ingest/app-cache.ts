import { HttpError } from '@ecohub/core';
import type { AppChanged, EcosystemServices, ResolvedApp } from '@ecohub/plugin-ecosystem/shared';
import { signingKey } from './signature.ts';

export interface CachedApp extends ResolvedApp {
  /** One HMAC key per accepted secret (current first). */
  keys: Buffer[];
}

/** How long a resolved app is reused without asking the database. */
export const APP_CACHE_TTL_MS = 5000;
const MAX_ENTRIES = 10_000;

interface Entry {
  at: number;
  app: Promise<CachedApp | null>;
  /** The loaded answer, once there (a cache hit then needs no promise). */
  done?: { app: CachedApp | null };
}

/**
 * Ingestion resolves the sending app on every request; a few seconds of caching keeps that off the
 * database under load. A cached answer that refuses a request (unknown app or key, no matching
 * signature, origin not allowed) is checked again against the database before the refusal, through
 * `fresh`: a new app, a rotated secret or a newly allowed origin work at once, on every hub process.
 * A change made through the registry (an origin removed, a secret rotated) drops the app from the
 * cache of every hub process (`forget`, fed by the registry's broadcast). What the cache can still
 * let through for up to APP_CACHE_TTL_MS: a secret whose overlap just ended.
 */
export function appCache(apps: EcosystemServices['apps']) {
  const byId = new Map<string, Entry>();
  const byKey = new Map<string, Entry>();

  const wrap = (a: ResolvedApp | null): CachedApp | null =>
    a ? { ...a, keys: a.signingSecrets.map(signingKey) } : null;

  /** Loads once for concurrent callers; a failed load is not kept. */
  function load(map: Map<string, Entry>, k: string, fn: (k: string) => Promise<ResolvedApp | null>) {
    const entry: Entry = { at: performance.now(), app: fn(k).then(wrap) };
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(k, entry);
    entry.app.then(
      (app) => {
        entry.done = { app };
      },
      () => {
        if (map.get(k) === entry) map.delete(k);
      },
    );
    return entry;
  }

  function cached(map: Map<string, Entry>, k: string, fn: (k: string) => Promise<ResolvedApp | null>) {
    const hit = map.get(k);
    if (hit && performance.now() - hit.at < APP_CACHE_TTL_MS) return hit.app;
    return load(map, k, fn).app;
  }

  /** The database's answer now, unless a load started after `since` is already under way. */
  function fresh(
    map: Map<string, Entry>,
    k: string,
    fn: (k: string) => Promise<ResolvedApp | null>,
    since: number,
  ) {
    const hit = map.get(k);
    if (hit && hit.at >= since) return hit.app;
    return load(map, k, fn).app;
  }

  async function recheck<T>(
    map: Map<string, Entry>,
    k: string,
    fn: (k: string) => Promise<ResolvedApp | null>,
    check: (a: CachedApp | null) => T,
    since: number,
    a: CachedApp | null,
    err: unknown,
  ): Promise<T> {
    if (!(err instanceof HttpError)) throw err;
    const b = await fresh(map, k, fn, since);
    if (b === a) throw err;
    return check(b);
  }

  async function slow<T>(
    map: Map<string, Entry>,
    k: string,
    fn: (k: string) => Promise<ResolvedApp | null>,
    check: (a: CachedApp | null) => T,
    since: number,
  ): Promise<T> {
    const a = await cached(map, k, fn);
    try {
      return check(a);
    } catch (err) {
      return recheck(map, k, fn, check, since, a, err);
    }
  }

  /**
   * `check` on the cached app, or on the database's answer when the cached one is refused. A cache
   * hit answers synchronously (no promise, no turn of the event loop) unless it is refused.
   */
  function checked<T>(
    map: Map<string, Entry>,
    k: string,
    fn: (k: string) => Promise<ResolvedApp | null>,
    check: (a: CachedApp | null) => T,
  ): T | Promise<T> {
    const since = performance.now();
    const hit = map.get(k);
    if (!hit?.done || since - hit.at >= APP_CACHE_TTL_MS) return slow(map, k, fn, check, since);
    const a = hit.done.app;
    try {
      return check(a);
    } catch (err) {
      return recheck(map, k, fn, check, since, a, err);
    }
  }

  return {
    /** Drops a changed app: the next request reads it from the database. */
    forget(changed: AppChanged) {
      byId.delete(changed.id);
      byKey.delete(changed.publishableKey);
    },
    /**
     * The app `check` accepts: `check` runs on the cached app and throws an HttpError to refuse it;
     * a refusal is checked again on the database's answer before it stands. Answers synchronously
     * on a cache hit that `check` accepts.
     */
    byIdChecked: <T>(id: string, check: (a: CachedApp | null) => T) => checked(byId, id, apps.resolve, check),
    byKeyChecked: <T>(pk: string, check: (a: CachedApp | null) => T) =>
      checked(byKey, pk, apps.resolveByPublishableKey, check),
  };
}
export type AppCache = ReturnType<typeof appCache>;
