import { forOrg, fromJson, type JobRun, newId, num, toIso, toJson } from '@ecohub/core';
import type { Selectable } from 'kysely';
import type { CollectionProgress, EcosystemReport } from '../../shared/index.ts';
import { TOP_SOURCES } from '../../shared/index.ts';
import type { CrmTables } from '../db.ts';
import type { CrmHub } from '../hub.ts';
import { COLLECT_JOB, type CollectApp, type CollectParts, collectCounts, collectJob } from './job.ts';

export type RunKind = 'collect-all' | 'collect-single' | 'create-ecosystem';
/** How long a collect request waits for its job before answering with the progress so far. */
const WAIT_MS = 120_000;

type RunRow = Selectable<CrmTables['crmCollectionRuns']>;

export function collectionService(hub: CrmHub, parts: CollectParts) {
  /** A run as the web sees it; the counters come from its job's progress (the one channel). */
  const toProgress = async (r: RunRow): Promise<CollectionProgress> => {
    const job = r.jobId ? await hub.jobs.get(r.jobId, r.orgId) : null;
    const apps = fromJson<unknown[]>(r.apps, []).length;
    // A run of an earlier version kept its counters on its row.
    const counts = collectCounts(job) ?? {
      contacts: num(r.totalContacts),
      created: num(r.createdCount),
      updated: num(r.updatedCount),
    };
    return {
      runId: r.id,
      jobId: r.jobId,
      kind: r.kind,
      // A run whose job gave up after its request stopped waiting is over too.
      status:
        r.status === 'running' && (job?.status === 'failed' || job?.status === 'canceled')
          ? 'failed'
          : (r.status as CollectionProgress['status']),
      totalApps: apps,
      doneApps: job?.progress ? job.progress.done : r.status === 'completed' ? apps : num(r.doneApps),
      totalContacts: counts.contacts,
      created: counts.created,
      updated: counts.updated,
      errors: fromJson(r.errors, []),
    };
  };

  return {
    /** Queues a collection job and waits for it (bounded); the web follows the job meanwhile. */
    async run(orgId: string, kind: RunKind, apps: CollectApp[]): Promise<CollectionProgress> {
      const id = newId();
      const org = forOrg(hub.db, orgId);
      await org
        .insertInto('crmCollectionRuns', {
          id,
          kind,
          status: 'running',
          apps: toJson(apps),
          createdAt: toIso(hub.clock.now()),
        })
        .execute();
      const jobId = await hub.jobs.enqueue(COLLECT_JOB, { runId: id }, { orgId, maxAttempts: 3 });
      await org.updateTable('crmCollectionRuns').set({ jobId }).where('id', '=', id).execute();
      try {
        const job = await hub.jobs.wait(jobId, WAIT_MS);
        if (job.status === 'failed' || job.status === 'canceled')
          await org
            .updateTable('crmCollectionRuns')
            .set({ status: 'failed', finishedAt: toIso(hub.clock.now()) })
            .where('id', '=', id)
            .execute();
      } catch {
        // Still running: the answer carries the progress so far and the job carries on.
      }
      return toProgress(
        await org.selectFrom('crmCollectionRuns').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      );
    },

    async latest(orgId: string): Promise<CollectionProgress | null> {
      const r = await forOrg(hub.db, orgId)
        .selectFrom('crmCollectionRuns')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return r ? toProgress(r) : null;
    },

    async report(orgId: string): Promise<EcosystemReport> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('crmContacts')
        .select((eb) => ['source', eb.fn.countAll().as('count'), eb.fn.sum('value').as('value')])
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

    /** The `crm.collect` job. */
    job: (run: JobRun<{ runId: string }>) => collectJob(hub, parts, run),
  };
}

export type CollectionService = ReturnType<typeof collectionService>;
