import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { newId, toIso } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import { HttpError } from '../errors.ts';
import type { Clock } from '../plugin.ts';

/** At most `max` hits per `key` of a `bucket` in any sliding window of `windowMs`. */
export interface Limit {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
  /** A growing wait: after n earlier hits in the window, the next waits this long after the latest. */
  delayMs?: (hits: number) => number;
}

export interface Hit {
  /** Takes the hit back (a sign-in that succeeded is not a failure). */
  release(): Promise<void>;
  /** Forgets every hit of a bucket's key (e.g. the failures of a pair once its password was right). */
  forget(bucket: string, key: string): Promise<void>;
}

/**
 * Rate limits kept in the database, so every hub process behind a load balancer shares them.
 * A hit is written before the guarded work runs and counted after, so a burst of parallel
 * requests cannot all pass the check before any of them is recorded.
 */
export function rateLimiter(db: Kysely<CoreTables>, clock: Clock) {
  return {
    async hit(limits: Limit[]): Promise<Hit> {
      const now = clock.now();
      const rows = limits.map((l) => ({ id: newId(), bucket: l.bucket, key: l.key, createdAt: toIso(now) }));
      if (rows.length) await db.insertInto('rateLimitHits').values(rows).execute();
      const ids = rows.map((r) => r.id);
      const release = async () => {
        if (ids.length) await db.deleteFrom('rateLimitHits').where('id', 'in', ids).execute();
      };
      let retryAt = 0;
      for (const [i, l] of limits.entries()) {
        const cutoff = toIso(new Date(now.getTime() - l.windowMs));
        await db
          .deleteFrom('rateLimitHits')
          .where('bucket', '=', l.bucket)
          .where('createdAt', '<=', cutoff)
          .execute();
        const others = await db
          .selectFrom('rateLimitHits')
          .select('createdAt')
          .where('bucket', '=', l.bucket)
          .where('key', '=', l.key)
          .where('createdAt', '>', cutoff)
          .where('id', '!=', ids[i] as string)
          .orderBy('createdAt')
          .orderBy('id')
          .execute();
        const last = others[others.length - 1];
        const wait = l.delayMs?.(others.length) ?? 0;
        if (last && wait > 0 && Date.parse(last.createdAt) + wait > now.getTime()) {
          retryAt = Math.max(retryAt, Date.parse(last.createdAt) + wait);
        }
        if (others.length + 1 > l.max) {
          // Allowed again once enough of the oldest hits have left the window.
          const freeing = others[others.length - l.max] ?? others[0];
          if (freeing) retryAt = Math.max(retryAt, Date.parse(freeing.createdAt) + l.windowMs);
        }
      }
      if (retryAt > 0) {
        await release();
        const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
        throw new HttpError(
          429,
          `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
          'rate_limited',
          undefined,
          { 'Retry-After': String(seconds) },
        );
      }
      const forget = async (bucket: string, key: string) => {
        await db.deleteFrom('rateLimitHits').where('bucket', '=', bucket).where('key', '=', key).execute();
      };
      return { release, forget };
    },
  };
}

/**
 * The caller's address: the socket's. A request without a socket (in-process `app.request()`,
 * as in tests) has no other source than `x-forwarded-for`, so its first address is used then;
 * a request that came through a real socket never trusts that header.
 */
export function clientAddress(c: Context): string {
  let bindings = true;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    bindings = false; // not served by the Node server
  }
  const forwarded = c.req
    .header('x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (bindings) {
    // Behind TRUST_PROXY proxies, each appended the address it saw: the client is that many from the right.
    const hops =
      (c.get('hub') as { config?: { TRUST_PROXY?: number } } | undefined)?.config?.TRUST_PROXY ?? 0;
    if (hops > 0 && forwarded && forwarded.length >= hops) return forwarded[forwarded.length - hops]!;
    return address || 'unknown';
  }
  return forwarded?.[0] || 'unknown';
}
