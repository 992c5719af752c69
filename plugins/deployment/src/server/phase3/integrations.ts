import { conflict, forOrg, notFound, toIso } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { superhubService } from '@ecohub/plugin-superhub/shared';
import { INTEGRATE_JOB, type IntegrationStatus } from '../../shared/phase3.ts';
import type { DeploymentHub } from '../hub.ts';

/** Starting integrations (one job per app) and the Phase 3 status, from the database. */
export function integrations(hub: DeploymentHub) {
  const apps = (orgId: string) => hub.use(ecosystemService).apps.list(orgId);

  async function start(orgId: string, appId: string): Promise<string> {
    const scoped = forOrg(hub.db, orgId);
    const row = await scoped
      .selectFrom('deploymentIntegrations')
      .select('status')
      .where('appId', '=', appId)
      .executeTakeFirst();
    if (row?.status === 'integrating') throw conflict('The application is being integrated');
    const jobId = await hub.jobs.enqueue(
      INTEGRATE_JOB,
      { appId },
      { orgId, uniqueKey: `deployment.integrate:${appId}`, maxAttempts: 1 },
    );
    const now = toIso(hub.clock.now());
    if (row)
      await scoped
        .updateTable('deploymentIntegrations')
        .set({ status: 'integrating', progress: 0, jobId, updatedAt: now })
        .where('appId', '=', appId)
        .execute();
    else
      await scoped
        .insertInto('deploymentIntegrations', {
          appId,
          status: 'integrating',
          progress: 0,
          errorCount: 0,
          lastError: null,
          jobId,
          updatedAt: now,
        })
        .execute();
    return jobId;
  }

  return {
    async integrate(orgId: string, appId: string): Promise<string> {
      if (!(await apps(orgId)).some((a) => a.id === appId)) throw notFound('Application not found');
      return start(orgId, appId);
    },
    /** Every app not active nor integrating already. */
    async integrateAll(orgId: string): Promise<{ total_apps: number; jobIds: string[] }> {
      const list = await apps(orgId);
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('deploymentIntegrations')
        .select(['appId', 'status'])
        .execute();
      const busy = new Set(rows.filter((r) => r.status !== 'error').map((r) => r.appId));
      const jobIds: string[] = [];
      for (const a of list) if (!busy.has(a.id)) jobIds.push(await start(orgId, a.id));
      return { total_apps: jobIds.length, jobIds };
    },
    async status(orgId: string): Promise<IntegrationStatus> {
      const scoped = forOrg(hub.db, orgId);
      const [list, rows, stats] = await Promise.all([
        apps(orgId),
        scoped.selectFrom('deploymentIntegrations').selectAll().execute(),
        hub.use(superhubService).appTotals(orgId),
      ]);
      const byApp = new Map(rows.map((r) => [r.appId, r]));
      const events = new Map(stats.map((s) => [s.appId, s.events]));
      const out: IntegrationStatus = {
        summary: { total_apps: list.length, active_apps: 0, overall_progress: 0 },
        applications: {},
      };
      let progress = 0;
      for (const a of list) {
        const r = byApp.get(a.id);
        const p = r?.progress ?? 0;
        progress += p;
        if (r?.status === 'active') out.summary.active_apps++;
        out.applications[a.slug] = {
          app_id: a.id,
          name: a.name,
          status: r?.status ?? 'not_started',
          deployment_progress: p,
          events_received: events.get(a.id) ?? 0,
          error_count: r?.errorCount ?? 0,
          last_error: r?.lastError ?? null,
        };
      }
      out.summary.overall_progress = list.length ? Math.round(progress / list.length) : 0;
      return out;
    },
  };
}

export type Integrations = ReturnType<typeof integrations>;
