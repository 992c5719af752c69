/**
 * The retry schedule after each failed attempt (Svix's: the first attempt at once, then 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h): eight attempts over about 27.5 hours, each delay ±10 % jitter so
 * that a recovering endpoint is not hit by every retry at the same second.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A Retry-After beyond this is capped (an endpoint cannot park a delivery for weeks). */
export const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/**
 * When to try again after `attempts` failed attempts, or null when the schedule is exhausted. A
 * Retry-After from the endpoint is honoured: the retry never comes earlier than it asked.
 */
export function nextAttemptDelay(
  attempts: number,
  retryAfterMs: number | null,
  random = Math.random,
): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (0.9 + 0.2 * random()));
  return retryAfterMs === null ? jittered : Math.max(jittered, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
