/** How often a listening process announces its channels again (a process that died says no goodbye). */
export const INTEREST_REFRESH_MS = 20_000;
/** A process not heard from for this long is taken to be gone, and its channels with it. */
export const INTEREST_EXPIRY_MS = 3 * INTEREST_REFRESH_MS + 5_000;
/**
 * After it starts listening, a process sends everything for this long: the other processes' answers
 * to its first announcement (their channels) are on their way.
 */
export const LEARN_MS = 1_000;

/**
 * The channels the other hub processes on this database subscribe to, as they announce them. A
 * process publishes to the others only what one of them listens for: an event published where no
 * stream is open costs no NOTIFY.
 */
export function remoteInterest(now: () => number = () => performance.now()) {
  const byOrigin = new Map<string, { channels: Set<string>; seen: number }>();
  let learnedAt = Number.POSITIVE_INFINITY;
  return {
    /** Listening from now: everything is sent until the others have had LEARN_MS to answer. */
    learning() {
      learnedAt = now() + LEARN_MS;
    },
    announced(origin: string, channels: string[]) {
      byOrigin.set(origin, { channels: new Set(channels), seen: now() });
    },
    gone(origin: string) {
      byOrigin.delete(origin);
    },
    /** Whether another process may listen for `channel` (yes while still learning). */
    wants(channel: string): boolean {
      const t = now();
      if (t < learnedAt) return true;
      for (const [origin, e] of byOrigin) {
        if (t - e.seen > INTEREST_EXPIRY_MS) byOrigin.delete(origin);
        else if (e.channels.has(channel)) return true;
      }
      return false;
    },
  };
}
