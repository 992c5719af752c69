import { forOrg, type JobProgress, type JobRun } from '@ecohub/core';
import { ALERTS_JOB, type SyncResult } from '../../shared/jobs.ts';
import type { IdxHub } from '../hub.ts';
import { generateListings } from './generator.ts';
import { FeedError, type ODataFeed } from './odata.ts';
import type { ResoProperty } from './reso.ts';
import type { ListingStore } from './store.ts';

const newest = (records: ResoProperty[], current: string | null): string | null =>
  records.reduce<string | null>((hw, r) => {
    const t = new Date(r.ModificationTimestamp).toISOString();
    return hw === null || t > hw ? t : hw;
  }, current);

/**
 * The `idx.sync` job: replicates the configured feed into the organisation's listing tables, then
 * queues the saved-search alerts. The high water mark moves only after the records are stored, so
 * a failed run is simply repeated from the last mark.
 */
export function listingSync(hub: IdxHub, store: ListingStore, odata: ODataFeed | null) {
  async function state(orgId: string) {
    return forOrg(hub.db, orgId)
      .selectFrom('idxSyncState')
      .select(['highWater', 'source'])
      .executeTakeFirst();
  }

  async function saveState(orgId: string, source: string, highWater: string | null) {
    const lastRunAt = hub.clock.now().toISOString();
    const r = await forOrg(hub.db, orgId)
      .updateTable('idxSyncState')
      .set({ source, highWater, lastRunAt })
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0)
      await forOrg(hub.db, orgId).insertInto('idxSyncState', { source, highWater, lastRunAt }).execute();
  }

  async function syncOrg(orgId: string, progress: (p: JobProgress) => Promise<void>): Promise<SyncResult> {
    const result: SyncResult = {
      source: odata ? 'odata' : 'local',
      fetched: 0,
      created: 0,
      updated: 0,
      pages: 0,
    };
    const previous = await state(orgId);
    // A change of feed starts over: the old feed's high water means nothing to the new one.
    let highWater = previous?.source === result.source ? (previous.highWater ?? null) : null;
    if (!odata) {
      const records = generateListings(hub.settings.IDX_LOCAL_STATE, hub.settings.IDX_LOCAL_LISTINGS);
      const fresh = records.filter(
        (r) => !highWater || new Date(r.ModificationTimestamp).toISOString() > highWater,
      );
      const done = await store.upsert(orgId, fresh);
      Object.assign(result, { fetched: fresh.length, pages: 1, ...done });
      highWater = newest(records, highWater);
      await progress({ done: fresh.length, total: fresh.length, ...done });
    } else {
      let total = 0;
      try {
        for await (const page of odata.pages(highWater)) {
          if (page.count !== null) total = page.count;
          const done = await store.upsert(orgId, page.records);
          result.fetched += page.records.length;
          result.created += done.created;
          result.updated += done.updated;
          result.pages++;
          highWater = newest(page.records, highWater);
          await progress({
            done: result.fetched,
            total: Math.max(total, result.fetched),
            created: result.created,
            updated: result.updated,
          });
        }
      } catch (err) {
        if (err instanceof FeedError) {
          // Keep what the complete pages brought: the next run continues from there.
          await saveState(orgId, result.source, highWater);
        }
        throw err;
      }
    }
    await saveState(orgId, result.source, highWater);
    await hub.jobs.enqueue(ALERTS_JOB, {}, { orgId, uniqueKey: `${ALERTS_JOB}:${orgId}` });
    return result;
  }

  return {
    syncOrg,
    /** The job: the organisation's replication with progress. */
    run(run: JobRun): Promise<SyncResult> {
      if (!run.orgId) throw new Error('idx.sync runs for one organisation');
      return syncOrg(run.orgId, (p) => run.progress(p));
    },
  };
}

export type ListingSync = ReturnType<typeof listingSync>;
