import { idleDelay, newId } from '@ecohub/core';
import type { DeploymentHub } from '../hub.ts';
import { type ClaimedDelivery, claimDeliveries } from './claim.ts';
import { type Outcome, recordAttempts } from './record.ts';
import { sendOnce } from './send.ts';
import { targetCache } from './targets.ts';

/**
 * The delivery worker of one hub process: claims due deliveries (several processes share the
 * table; no Redis), sends them at most DEPLOYMENT_CONCURRENCY at a time and within each endpoint's
 * own limit, records every attempt. A commit with new deliveries wakes it; otherwise it polls,
 * less often the longer it finds nothing (core's idleDelay: every DEPLOYMENT_POLL_MS at first, at
 * most 8 times that), so a retry falling due or another process's delivery waits at most that long.
 */
/** How often deliveries left by a dead process (lease run out) are looked for. */
const RECLAIM_EVERY_MS = 1_000;
/** The shortest time between two claims (a few ms of latency for far fewer statements under load). */
const CLAIM_GAP_MS = 10;

export function deliveryWorker(hub: DeploymentHub) {
  const token = newId();
  const targets = targetCache(hub);
  const inFlight = new Set<Promise<void>>();
  const sending = new Set<string>();
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let woken = false;
  /** Claims in a row that found nothing (a wake starts over). */
  let empty = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        return resolve();
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  // Outcomes are written in groups: one transaction for whatever finished meanwhile.
  const outcomes: Array<Outcome & { done(): void; fail(err: unknown): void }> = [];
  let flushing = false;
  async function flush(): Promise<void> {
    while (outcomes.length) {
      const batch = outcomes.splice(0, 100);
      try {
        await recordAttempts(hub, token, batch);
        for (const o of batch) o.done();
      } catch (err) {
        // Left 'delivering': their lease runs out and they are sent again (at least once).
        for (const o of batch) o.fail(err);
      }
    }
    flushing = false;
  }
  // Group commit: the flush waits for the end of the event loop's turn, so every answer read in the
  // same turn (with many requests in flight, often dozens) is recorded in one transaction.
  const record = (o: Outcome) =>
    new Promise<void>((done, fail) => {
      outcomes.push({ ...o, done, fail });
      if (!flushing) {
        flushing = true;
        setImmediate(() => void flush());
      }
    });

  async function deliver(d: ClaimedDelivery): Promise<void> {
    const target = await targets(d.targetAppId);
    if (!target || target.orgId !== d.orgId) {
      const why = target
        ? 'The target application belongs to another organisation'
        : 'The target application no longer exists';
      const r = { statusCode: null, error: why, latencyMs: 0, responseExcerpt: '', retryAfterMs: null };
      await record({ d, r, permanentError: why });
      return;
    }
    await record({ d, r: await sendOnce(hub, d, target) });
  }

  const perTarget = new Map<string, number>();
  /** When this worker last looked for deliveries whose lease ran out (a dead process's). */
  let reclaimedAt = 0;
  /** When it last claimed. */
  let claimedAt = 0;

  /**
   * Another process may have claimed the same endpoint meanwhile, so one claim may hold more of an
   * endpoint's deliveries than it allows at once here (its limit, or one while it is failing: the
   * half-open probe, as the claim read it): the excess goes back to pending untouched (no attempt).
   */
  async function withinEndpointLimits(claimed: ClaimedDelivery[]): Promise<ClaimedDelivery[]> {
    const keep: ClaimedDelivery[] = [];
    const release: string[] = [];
    for (const d of claimed) {
      const n = perTarget.get(d.targetAppId) ?? 0;
      if (n >= d.cap) release.push(d.id);
      else {
        perTarget.set(d.targetAppId, n + 1);
        keep.push(d);
      }
    }
    if (release.length)
      await hub.db
        .updateTable('deploymentDeliveries')
        .set({ status: 'pending', lockedBy: null, lockedUntil: null })
        .where('id', 'in', release)
        .where('lockedBy', '=', token)
        .execute();
    return keep;
  }

  async function run(): Promise<void> {
    const concurrency = hub.settings.DEPLOYMENT_CONCURRENCY;
    while (running) {
      const free = concurrency - inFlight.size;
      let kept: ClaimedDelivery[] = [];
      if (free > 0) {
        claimedAt = performance.now();
        const reclaimExpired = Date.now() - reclaimedAt >= RECLAIM_EVERY_MS;
        if (reclaimExpired) reclaimedAt = Date.now();
        try {
          const claimed = await claimDeliveries(hub.db, hub.dialect, {
            now: hub.clock.now(),
            leaseMs: hub.settings.DEPLOYMENT_LEASE_MS,
            token,
            limit: free,
            exclude: [...sending],
            reclaimExpired,
          });
          kept = await withinEndpointLimits(claimed);
        } catch (err) {
          hub.log.error({ err }, 'webhook delivery claim failed');
        }
      }
      for (const d of kept) {
        sending.add(d.id);
        const p: Promise<void> = deliver(d)
          .catch((err) => hub.log.error({ err, delivery: d.id }, 'webhook delivery failed'))
          .finally(() => {
            const n = (perTarget.get(d.targetAppId) ?? 1) - 1;
            if (n > 0) perTarget.set(d.targetAppId, n);
            else perTarget.delete(d.targetAppId);
            sending.delete(d.id);
            inFlight.delete(p);
            wakeUp();
          });
        inFlight.add(p);
      }
      if (kept.length) empty = 0;
      else if (free > 0) empty++;
      if (kept.length === 0 || inFlight.size >= concurrency) {
        await (inFlight.size >= concurrency
          ? Promise.race(inFlight)
          : sleep(idleDelay(hub.settings.DEPLOYMENT_POLL_MS, empty)));
        // Let the rest of a recorded batch (and other commits' wake-ups) land: one claim fills
        // every slot they freed, rather than one claim per freed slot; and at most one claim per
        // CLAIM_GAP_MS (a burst of commits is one claim, not one each).
        await new Promise<void>((r) => setImmediate(r));
        const gap = CLAIM_GAP_MS - (performance.now() - claimedAt);
        if (gap > 0) await new Promise((r) => setTimeout(r, gap));
      }
    }
  }

  function wakeUp() {
    empty = 0;
    if (wake) wake();
    else woken = true;
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /** New deliveries were committed (or a replay queued some): look now rather than at the next poll. */
    wake: wakeUp,
    async stop() {
      running = false;
      wakeUp();
      await loop;
      await Promise.allSettled(inFlight);
    },
  };
}

export type DeliveryWorker = ReturnType<typeof deliveryWorker>;
