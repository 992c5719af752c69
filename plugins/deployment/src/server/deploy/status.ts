import { forOrg, fromJson } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { superhubService } from '@ecohub/plugin-superhub/shared';
import type { Listener } from '../../shared/configs.ts';
import type { DeploymentStatus } from '../../shared/deploy.ts';
import type { DeploymentHub } from '../hub.ts';

/**
 * GET /api/deployment-status, from the database: an app is active once it acknowledged its current
 * configuration and its events flow (it has sent at least one); pending otherwise.
 */
export async function deploymentStatus(hub: DeploymentHub, orgId: string): Promise<DeploymentStatus> {
  const scoped = forOrg(hub.db, orgId);
  const [apps, configs, stats] = await Promise.all([
    hub.use(ecosystemService).apps.list(orgId),
    scoped
      .selectFrom('deploymentWebhookConfigs')
      .select(['appId', 'listeners', 'version', 'deployedVersion'])
      .execute(),
    hub.use(superhubService).appTotals(orgId),
  ]);
  const cfg = new Map(configs.map((c) => [c.appId, c]));
  const stat = new Map(stats.map((s) => [s.appId, s]));
  const out: DeploymentStatus = {
    summary: { total_apps: apps.length, active_apps: 0, pending_apps: 0, total_events: 0 },
    apps: {},
  };
  for (const a of apps) {
    const c = cfg.get(a.id);
    const s = stat.get(a.id);
    const events = s?.events ?? 0;
    const acknowledged = !!c && c.deployedVersion !== null && c.deployedVersion === c.version;
    const status = acknowledged && events > 0 ? 'active' : 'pending';
    out.apps[a.slug] = {
      status,
      app_id: a.id,
      name: a.name,
      event_count: events,
      webhook_endpoints: c ? fromJson<Listener[]>(c.listeners, []).length : 1,
      last_event: s?.lastEventAt ?? null,
      config_acknowledged: acknowledged,
    };
    out.summary[status === 'active' ? 'active_apps' : 'pending_apps']++;
    out.summary.total_events += events;
  }
  return out;
}
