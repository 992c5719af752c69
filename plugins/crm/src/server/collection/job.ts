import { fromJson, type HubContext, type JobRun, toIso, toJson } from '@ecohub/core';
import { activityService } from '../activities/service.ts';
import { contactService } from '../contacts/service.ts';
import { planPeople } from '../contacts/upsert.ts';
import { integrateUsers } from '../sources/routes.ts';
import { fetchUsersPage } from './fetch.ts';

export const COLLECT_JOB = 'crm.collect';
const MAX_PAGES = 1000;

interface Checkpoint {
  app: number;
  cursor: string | null;
  pages: number;
}

export interface CollectApp {
  name: string;
  collectUrl: string | null;
}

/**
 * Pulls users from each app of a collection run, page by page. Each page's contacts, the run's
 * counters and the checkpoint commit together, so a restart resumes at the next page.
 */
export async function collectJob(run: JobRun<{ runId: string }>): Promise<unknown> {
  const { hub } = run;
  const r = await hub.db
    .selectFrom('crm_collection_runs')
    .selectAll()
    .where('id', '=', run.payload.runId)
    .executeTakeFirst();
  if (r?.status !== 'running') return null;
  const orgId: string = r.orgId;
  const apps = fromJson<CollectApp[]>(r.apps, []);
  const cp: Checkpoint = (run.checkpoint as Checkpoint | null) ?? { app: 0, cursor: null, pages: 0 };

  if (r.kind === 'create-ecosystem' && cp.app === 0 && cp.pages === 0 && !run.checkpoint) {
    const u = await integrateUsers(hub, orgId, null);
    await bump(hub, r.id, { created: u.created, updated: 0, contacts: u.created });
    await run.saveCheckpoint(cp);
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
        const count = await contactService(hub).count(orgId);
        const plan = await planPeople(hub, orgId, page.users, {
          source: app.name,
          mode: 'fill',
          contactCount: count,
        });
        await hub.db.transaction().execute(async (trx) => {
          await plan.write(trx);
          const res = plan.result;
          await bump(
            hub,
            r.id,
            { created: res.created, updated: res.updated, contacts: res.created + res.updated },
            trx,
          );
          if (res.limit) await addError(trx, r.id, app.name, res.limit);
          await run.saveCheckpoint(
            next ? { app: i, cursor: next, pages } : { app: i + 1, cursor: null, pages: 0 },
            trx,
          );
        });
        if (!next) break;
        cursor = next;
      }
    } catch (err) {
      if (run.signal.aborted) throw err;
      await hub.db.transaction().execute(async (trx) => {
        await addError(trx, r.id, app.name, (err as Error).message);
        await run.saveCheckpoint({ app: i + 1, cursor: null, pages: 0 }, trx);
      });
    }
    await hub.db
      .updateTable('crm_collection_runs')
      .set({ doneApps: i + 1 })
      .where('id', '=', r.id)
      .execute();
    await run.progress({ done: i + 1, total: apps.length });
  }

  const done = await hub.db
    .selectFrom('crm_collection_runs')
    .selectAll()
    .where('id', '=', r.id)
    .executeTakeFirstOrThrow();
  await hub.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('crm_collection_runs')
      .set({ status: 'completed', finishedAt: toIso(hub.clock.now()) })
      .where('id', '=', r.id)
      .execute();
    await activityService(hub).record(
      orgId,
      {
        type: 'data_collected',
        description: `Collected from ${apps.length} apps: ${done.createdCount} new contacts, ${done.updatedCount} updated`,
      },
      trx,
    );
  });
  return { created: done.createdCount, updated: done.updatedCount };
}

async function bump(
  hub: HubContext,
  runId: string,
  d: { created: number; updated: number; contacts: number },
  db = hub.db,
) {
  await db
    .updateTable('crm_collection_runs')
    .set((eb) => ({
      createdCount: eb('createdCount', '+', d.created),
      updatedCount: eb('updatedCount', '+', d.updated),
      totalContacts: eb('totalContacts', '+', d.contacts),
    }))
    .where('id', '=', runId)
    .execute();
}

async function addError(db: HubContext['db'], runId: string, app: string, message: string) {
  const r = await db
    .selectFrom('crm_collection_runs')
    .select('errors')
    .where('id', '=', runId)
    .executeTakeFirstOrThrow();
  const errors = fromJson<Array<{ app: string; message: string }>>(r.errors, []);
  errors.push({ app, message });
  await db
    .updateTable('crm_collection_runs')
    .set({ errors: toJson(errors) })
    .where('id', '=', runId)
    .execute();
}
