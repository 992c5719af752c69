import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { HttpError } from '../errors.ts';
import type { Clock } from '../plugin.ts';

export interface FailureLimiter {
  /** Throws 429 while `key` has used up its failed attempts in the current window. */
  check(key: string): void;
  fail(key: string): void;
  reset(key: string): void;
}

/**
 * Counts failed attempts per key in a fixed window (in this process). Only failures count, so a
 * legitimate user is never slowed down; an attacker gets `max` guesses per window.
 */
export function failureLimiter(clock: Clock, opts: { max: number; windowMs: number }): FailureLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const now = clock.now().getTime();
    const w = windows.get(key);
    if (w && now - w.start < opts.windowMs) return w;
    if (w) windows.delete(key);
    return undefined;
  };
  return {
    check(key) {
      const w = current(key);
      if (!w || w.count < opts.max) return;
      const retryAfter = Math.ceil((w.start + opts.windowMs - clock.now().getTime()) / 1000);
      throw new HttpError(
        429,
        `Too many failed attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        'rate_limited',
        undefined,
        { 'Retry-After': String(retryAfter) },
      );
    },
    fail(key) {
      const w = current(key);
      if (w) w.count++;
      else {
        // Drop finished windows now and then so the map cannot grow without bound.
        if (windows.size > 10_000) for (const k of [...windows.keys()]) current(k);
        windows.set(key, { start: clock.now().getTime(), count: 1 });
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** The caller's socket address when served by @hono/node-server (absent in in-process requests). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
