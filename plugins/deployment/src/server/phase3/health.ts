import { bool, forOrg, newId, num, toIso } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { superhubService } from '@ecohub/plugin-superhub/shared';
import type { HealthCheck } from '../../shared/phase3.ts';
import type { DeploymentHub } from '../hub.ts';
import { reachable } from './integrate.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Probes are kept this long (the uptime reads the last 24 hours). */
const KEEP_MS = 7 * DAY;

/**
 * The scheduled probe of every registered app (every organisation's: a schedule is cross-tenant on
 * purpose): any answer below 500 is up. Old probes are deleted.
 */
export async function probeAll(hub: DeploymentHub): Promise<{ probed: number }> {
  const orgs = await hub.db.selectFrom('organizations').select('id').execute();
  let probed = 0;
  for (const { id: orgId } of orgs) {
    for (const a of await hub.use(ecosystemService).apps.list(orgId)) {
      const r = await reachable(hub, a.url);
      await forOrg(hub.db, orgId)
        .insertInto('deploymentProbes', {
          id: newId(),
          appId: a.id,
          up: r.ok ? 1 : 0,
          statusCode: r.status,
          latencyMs: r.latencyMs,
          at: toIso(hub.clock.now()),
        })
        .execute();
      probed++;
    }
  }
  await hub.db
    .deleteFrom('deploymentProbes')
    .where('at', '<', toIso(new Date(hub.clock.now().getTime() - KEEP_MS)))
    .execute();
  return { probed };
}

/**
 * GET /api/health-check: uptime % of the probes of the last 24 hours, apps whose latest probe was up
 * over all apps, events received in the last hour, alerts (apps down at their latest probe plus
 * disabled webhook endpoints), and each app's latest probe (null: none in the last 24 hours).
 */
export async function healthCheck(hub: DeploymentHub, orgId: string): Promise<HealthCheck> {
  const now = hub.clock.now().getTime();
  const scoped = forOrg(hub.db, orgId);
  const [apps, probes, stats, disabled] = await Promise.all([
    hub.use(ecosystemService).apps.list(orgId),
    scoped
      .selectFrom('deploymentProbes')
      .select(['appId', 'up', 'at'])
      .where('at', '>=', toIso(new Date(now - DAY)))
      .orderBy('at')
      .execute(),
    hub.use(superhubService).appTotals(orgId),
    scoped
      .selectFrom('deploymentEndpoints')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('disabledAt', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  const latest = new Map<string, boolean>();
  for (const p of probes) latest.set(p.appId, bool(p.up));
  const ids = new Set(apps.map((a) => a.id));
  const mine = probes.filter((p) => ids.has(p.appId));
  const up = mine.filter((p) => bool(p.up)).length;
  const active = apps.filter((a) => latest.get(a.id) === true).length;
  const down = apps.filter((a) => latest.get(a.id) === false).length;
  const since = toIso(new Date(now - HOUR));
  return {
    ecosystem_health: {
      uptime_percentage: mine.length ? Math.round((up / mine.length) * 1000) / 10 : 0,
      active_applications: active,
      total_applications: apps.length,
      recent_events: stats.filter((s) => (s.lastEventAt ?? '') >= since).reduce((n, s) => n + s.events, 0),
    },
    alerts: down + num(disabled.n),
    checked_at: probes.at(-1)?.at ?? null,
    applications: apps.map((a) => ({ id: a.id, name: a.name, up: latest.get(a.id) ?? null })),
  };
}
