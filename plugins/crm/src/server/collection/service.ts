import { fromJson, type HubContext, newId, num, toIso, toJson } from '@ecohub/core';
import type { CollectionProgress, EcosystemReport } from '../../shared/index.ts';
import { TOP_SOURCES } from '../../shared/index.ts';
import { COLLECT_JOB, type CollectApp } from './job.ts';

export type RunKind = 'collect-all' | 'collect-single' | 'create-ecosystem';
/** How long a collect request waits for its job before answering with the progress so far. */
const WAIT_MS = 120_000;

export const toProgress = (r: any): CollectionProgress => ({
  runId: r.id,
  kind: r.kind,
  status: r.status,
  totalApps: fromJson<unknown[]>(r.apps, []).length,
  doneApps: num(r.doneApps),
  totalContacts: num(r.totalContacts),
  created: num(r.createdCount),
  updated: num(r.updatedCount),
  errors: fromJson(r.errors, []),
});

export function collectionService(hub: HubContext) {
  const load = async (orgId: string, runId: string) =>
    hub.db
      .selectFrom('crm_collection_runs')
      .selectAll()
      .where('orgId', '=', orgId)
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();

  return {
    /** Queues a collection job and waits for it (bounded); the web polls `latest` meanwhile. */
    async run(orgId: string, kind: RunKind, apps: CollectApp[]): Promise<CollectionProgress> {
      const id = newId();
      await hub.db
        .insertInto('crm_collection_runs')
        .values({ id, orgId, kind, status: 'running', apps: toJson(apps), createdAt: toIso(hub.clock.now()) })
        .execute();
      const jobId = await hub.jobs.enqueue(COLLECT_JOB, { runId: id }, { orgId, maxAttempts: 3 });
      await hub.db.updateTable('crm_collection_runs').set({ jobId }).where('id', '=', id).execute();
      try {
        const job = await hub.jobs.wait(jobId, WAIT_MS);
        if (job.status === 'failed' || job.status === 'canceled')
          await hub.db
            .updateTable('crm_collection_runs')
            .set({ status: 'failed', finishedAt: toIso(hub.clock.now()) })
            .where('id', '=', id)
            .execute();
      } catch {
        // Still running: the answer carries the progress so far and the job carries on.
      }
      return toProgress(await load(orgId, id));
    },

    async latest(orgId: string): Promise<CollectionProgress | null> {
      const r = await hub.db
        .selectFrom('crm_collection_runs')
        .selectAll()
        .where('orgId', '=', orgId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return r ? toProgress(r) : null;
    },

    async report(orgId: string): Promise<EcosystemReport> {
      const rows = await hub.db
        .selectFrom('crm_contacts')
        .select((eb) => ['source', eb.fn.countAll().as('count'), eb.fn.sum('value').as('value')])
        .where('orgId', '=', orgId)
        .groupBy('source')
        .execute();
      const all = rows.map((r) => ({
        source: r.source || 'Unknown',
        count: num(r.count),
        value: num(r.value),
      }));
      const contactsBySource: Record<string, number> = {};
      for (const r of all) contactsBySource[r.source] = (contactsBySource[r.source] ?? 0) + r.count;
      return {
        totalContacts: all.reduce((s, r) => s + r.count, 0),
        contactsBySource,
        totalValue: all.reduce((s, r) => s + r.value, 0),
        topSources: [...all]
          .sort((a, b) => b.count - a.count || b.value - a.value || a.source.localeCompare(b.source))
          .slice(0, TOP_SOURCES),
      };
    },
  };
}
