import { fromJson, type JobRecord, type JobRun, toIso, toJson } from '@ecohub/core';
import { crmActivityMessages } from '../../shared/activity-messages.ts';
import type { ActivityService } from '../activities/service.ts';
import type { ContactService } from '../contacts/service.ts';
import { planPeople } from '../contacts/upsert.ts';
import type { CrmDb, CrmHub } from '../hub.ts';
import type { SourceService } from '../sources/service.ts';
import { fetchUsersPage } from './fetch.ts';

export const COLLECT_JOB = 'crm.collect';
const MAX_PAGES = 1000;

/** A collection's counters: contacts integrated (created + updated). */
export interface CollectCounts {
  contacts: number;
  created: number;
  updated: number;
}

interface Checkpoint {
  app: number;
  cursor: string | null;
  pages: number;
  /** Absent in a checkpoint of an earlier version, which kept its counters on the run row. */
  counts?: CollectCounts;
}

export interface CollectApp {
  name: string;
  collectUrl: string | null;
}

/** The counters as the job last reported them (`run.progress`), or null before its first report. */
export function collectCounts(job: JobRecord | null): CollectCounts | null {
  const p = job?.progress as Partial<Record<keyof CollectCounts, unknown>> | null | undefined;
  if (!p || typeof p.contacts !== 'number') return null;
  return { contacts: p.contacts, created: Number(p.created), updated: Number(p.updated) };
}

export interface CollectParts {
  contacts: ContactService;
  activities: ActivityService;
  sources: SourceService;
}

/**
 * Pulls users from each app of a collection run, page by page. Each page's contacts, its errors
 * and the checkpoint (with the counters so far) commit together, so a restart resumes at the next
 * page with exact counters. Progress (`{ done, total }` in apps, and the counters) is reported
 * with `run.progress` after each commit: GET /api/jobs/:id and the collection's answers read it.
 */
export async function collectJob(hub: CrmHub, parts: CollectParts, run: JobRun<{ runId: string }>) {
  // By id (the job's payload): the job belongs to the run's organisation (enqueued with it).
  const r = await hub.db
    .selectFrom('crmCollectionRuns')
    .selectAll()
    .where('id', '=', run.payload.runId)
    .executeTakeFirst();
  if (r?.status !== 'running') return null;
  const orgId = r.orgId;
  const apps = fromJson<CollectApp[]>(r.apps, []);
  const saved = run.checkpoint as Checkpoint | null;
  const cp: Checkpoint = saved ?? { app: 0, cursor: null, pages: 0 };
  let counts: CollectCounts = saved?.counts ?? {
    contacts: Number(r.totalContacts),
    created: Number(r.createdCount),
    updated: Number(r.updatedCount),
  };
  let done = cp.app;
  const report = () => run.progress({ done, total: apps.length, ...counts });
  await report();

  if (r.kind === 'create-ecosystem' && !saved) {
    const u = await parts.sources.integrateUsers(orgId, null);
    counts = {
      contacts: counts.contacts + u.created,
      created: counts.created + u.created,
      updated: counts.updated,
    };
    await run.saveCheckpoint({ ...cp, counts });
    await report();
  }

  for (let i = cp.app; i < apps.length; i++) {
    const app = apps[i];
    let cursor = i === cp.app ? cp.cursor : null;
    let pages = i === cp.app ? cp.pages : 0;
    try {
      if (!app.collectUrl) throw new Error('No collect URL is configured for this app');
      for (;;) {
        const page = await fetchUsersPage(hub.outbound, app.collectUrl, cursor, run.signal);
        pages++;
        const next =
          page.nextCursor && page.nextCursor !== cursor && pages < MAX_PAGES ? page.nextCursor : null;
        const plan = await planPeople(hub, orgId, page.users, {
          source: app.name,
          mode: 'fill',
          contactCount: await parts.contacts.count(orgId),
        });
        const res = plan.result;
        const after = {
          contacts: counts.contacts + res.created + res.updated,
          created: counts.created + res.created,
          updated: counts.updated + res.updated,
        };
        await hub.db.transaction().execute(async (trx) => {
          await plan.write(trx);
          if (res.limit) await addError(trx, r.id, app.name, res.limit);
          await run.saveCheckpoint(
            next
              ? { app: i, cursor: next, pages, counts: after }
              : { app: i + 1, cursor: null, pages: 0, counts: after },
            trx,
          );
        });
        counts = after;
        if (!next) break;
        await report();
        cursor = next;
      }
    } catch (err) {
      if (run.signal.aborted) throw err;
      await hub.db.transaction().execute(async (trx) => {
        await addError(trx, r.id, app.name, (err as Error).message);
        await run.saveCheckpoint({ app: i + 1, cursor: null, pages: 0, counts }, trx);
      });
    }
    done = i + 1;
    await report();
  }

  await hub.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('crmCollectionRuns')
      .set({ status: 'completed', finishedAt: toIso(hub.clock.now()) })
      .where('id', '=', r.id)
      .execute();
    await parts.activities.record(
      orgId,
      {
        type: 'data_collected',
        params: { apps: apps.length, created: counts.created, updated: counts.updated },
        messages: crmActivityMessages,
      },
      trx,
    );
  });
  return { created: counts.created, updated: counts.updated };
}

async function addError(db: CrmDb, runId: string, app: string, message: string) {
  const r = await db
    .selectFrom('crmCollectionRuns')
    .select('errors')
    .where('id', '=', runId)
    .executeTakeFirstOrThrow();
  const errors = fromJson<Array<{ app: string; message: string }>>(r.errors, []);
  errors.push({ app, message });
  await db
    .updateTable('crmCollectionRuns')
    .set({ errors: toJson(errors) })
    .where('id', '=', runId)
    .execute();
}
