import { newId, toIso } from '@ecohub/core';
import type { DeploymentHub } from '../hub.ts';
import type { ClaimedDelivery } from './claim.ts';
import { nextAttemptDelay } from './schedule.ts';
import type { AttemptResult } from './send.ts';

const DAY = 86_400_000;

/**
 * Writes an attempt and its consequences in one transaction, only while this process still holds
 * the delivery (a lease taken over by another process makes it a no-op):
 * - 2xx: succeeded; the endpoint is healthy again.
 * - 410 Gone: failed, and the endpoint is disabled at once (its other deliveries wait, replayable).
 * - anything else: retried on the schedule (never before a Retry-After), failed when it is
 *   exhausted; the endpoint is disabled only once it has failed without a success for
 *   DEPLOYMENT_DISABLE_AFTER_DAYS (until then it is half-open: one delivery at a time probes it).
 */
export interface Outcome {
  d: ClaimedDelivery;
  r: AttemptResult;
  permanentError?: string;
}

/** Attempt rows per INSERT (9 parameters each). */
const CHUNK = 100;

const succeeded = (o: Outcome) =>
  !o.permanentError && o.r.statusCode !== null && o.r.statusCode >= 200 && o.r.statusCode < 300;

/**
 * Records several outcomes in one transaction (one commit instead of one per delivery). Failures
 * are written one by one (each has its own schedule and endpoint consequences); successes, the
 * bulk of them, in a few statements: one UPDATE per status code, multi-row INSERTs of their
 * attempts, one UPDATE of the endpoints that are healthy again.
 */
export function recordAttempts(hub: DeploymentHub, token: string, outcomes: Outcome[]): Promise<void> {
  return hub.db.transaction().execute(async (trx) => {
    const db = trx as unknown as DeploymentHub['db'];
    for (const o of outcomes) if (!succeeded(o)) await recordIn(hub, db, token, o.d, o.r, o.permanentError);
    await recordSuccesses(hub, db, token, outcomes.filter(succeeded));
  });
}

async function recordSuccesses(
  hub: DeploymentHub,
  trx: DeploymentHub['db'],
  token: string,
  outcomes: Outcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const at = toIso(hub.clock.now());
  const byCode = new Map<number, Outcome[]>();
  for (const o of outcomes) {
    const code = o.r.statusCode as number;
    byCode.set(code, [...(byCode.get(code) ?? []), o]);
  }
  const held = new Set<string>();
  for (const [code, group] of byCode)
    for (let i = 0; i < group.length; i += CHUNK) {
      const rows = await trx
        .updateTable('deploymentDeliveries')
        .set((eb) => ({
          status: 'succeeded',
          attempts: eb('attempts', '+', 1),
          nextAttemptAt: at,
          lockedBy: null,
          lockedUntil: null,
          lastStatusCode: code,
          lastError: null,
          deliveredAt: at,
        }))
        .where(
          'id',
          'in',
          group.slice(i, i + CHUNK).map((o) => o.d.id),
        )
        .where('lockedBy', '=', token)
        .returning('id')
        .execute();
      for (const r of rows) held.add(r.id);
    }
  // A delivery whose lease another process took over is theirs to record (not ours).
  const mine = outcomes.filter((o) => held.has(o.d.id));
  for (let i = 0; i < mine.length; i += CHUNK)
    await trx
      .insertInto('deploymentAttempts')
      .values(
        mine.slice(i, i + CHUNK).map(({ d, r }) => ({
          id: newId(),
          orgId: d.orgId,
          deliveryId: d.id,
          attempt: d.attempts + 1,
          statusCode: r.statusCode,
          error: null,
          latencyMs: r.latencyMs,
          responseExcerpt: r.responseExcerpt,
          at,
        })),
      )
      .execute();
  const healthy = [...new Set(mine.map((o) => o.d.targetAppId))].sort();
  if (healthy.length)
    await trx
      .updateTable('deploymentEndpoints')
      .set({ failingSince: null, updatedAt: at })
      .where('appId', 'in', healthy)
      .where('failingSince', 'is not', null)
      .execute();
}

async function recordIn(
  hub: DeploymentHub,
  trx: DeploymentHub['db'],
  token: string,
  d: ClaimedDelivery,
  r: AttemptResult,
  permanentError?: string,
): Promise<void> {
  const now = hub.clock.now();
  const at = toIso(now);
  const attempt = d.attempts + 1;
  const ok = !permanentError && r.statusCode !== null && r.statusCode >= 200 && r.statusCode < 300;
  const gone = r.statusCode === 410;
  const delay = ok || gone || permanentError ? null : nextAttemptDelay(attempt, r.retryAfterMs);
  {
    const held = await trx
      .updateTable('deploymentDeliveries')
      .set({
        status: ok ? 'succeeded' : delay === null ? 'failed' : 'pending',
        attempts: attempt,
        nextAttemptAt: delay === null ? at : toIso(new Date(now.getTime() + delay)),
        lockedBy: null,
        lockedUntil: null,
        lastStatusCode: r.statusCode,
        lastError: permanentError ?? r.error,
        deliveredAt: ok ? at : null,
      })
      .where('id', '=', d.id)
      .where('lockedBy', '=', token)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) === 0) return;
    await trx
      .insertInto('deploymentAttempts')
      .values({
        id: newId(),
        orgId: d.orgId,
        deliveryId: d.id,
        attempt,
        statusCode: r.statusCode,
        error: permanentError ?? r.error,
        latencyMs: r.latencyMs,
        responseExcerpt: r.responseExcerpt,
        at,
      })
      .execute();
    if (permanentError) return;
    const endpoint = trx.updateTable('deploymentEndpoints').where('appId', '=', d.targetAppId);
    if (ok) {
      await endpoint
        .set({ failingSince: null, updatedAt: at })
        .where('failingSince', 'is not', null)
        .execute();
    } else if (gone) {
      await endpoint
        .set({ disabledAt: at, disabledReason: 'The endpoint answered 410 Gone', updatedAt: at })
        .execute();
    } else {
      await endpoint.set({ failingSince: at, updatedAt: at }).where('failingSince', 'is', null).execute();
      const limit = toIso(new Date(now.getTime() - hub.settings.DEPLOYMENT_DISABLE_AFTER_DAYS * DAY));
      await trx
        .updateTable('deploymentEndpoints')
        .set({
          disabledAt: at,
          disabledReason: `Failing without a success for ${hub.settings.DEPLOYMENT_DISABLE_AFTER_DAYS} days`,
          updatedAt: at,
        })
        .where('appId', '=', d.targetAppId)
        .where('disabledAt', 'is', null)
        .where('failingSince', '<=', limit)
        .execute();
    }
  }
}
