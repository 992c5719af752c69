import { forOrg, fromJson, newId, toIso, toJson } from '@ecohub/core';
import type { Selectable } from 'kysely';
import { SYNC_ACTIVITY_RECORDS, type SyncType } from '../../shared/constants.ts';
import type { SyncRecord, SyncResult } from '../../shared/sync.ts';
import type { IphoneTables } from '../db.ts';
import type { IphoneHub } from '../hub.ts';

type Row = Selectable<IphoneTables['iphoneSyncRecords']> & { device: string | null };

const toRecord = (r: Row): SyncRecord => ({
  id: r.id,
  sync_type: r.syncType as SyncType,
  created_at: r.createdAt,
  processed: Number(r.processed) === 1,
  item_count: Number(r.itemCount),
  device: r.device,
  job_id: r.jobId,
  result: fromJson<SyncResult | null>(r.result, null),
  error: r.error,
});

/** Sync records: created Processing by the endpoint, marked Processed by the job. */
export function recordStore(hub: IphoneHub) {
  const select = (orgId: string) =>
    forOrg(hub.db, orgId)
      .selectFrom('iphoneSyncRecords')
      .leftJoin('iphoneDeviceTokens', 'iphoneDeviceTokens.id', 'iphoneSyncRecords.deviceId')
      .selectAll('iphoneSyncRecords')
      .select('iphoneDeviceTokens.name as device');

  const get = async (orgId: string, id: string): Promise<SyncRecord | null> => {
    const r = await select(orgId).where('iphoneSyncRecords.id', '=', id).executeTakeFirst();
    return r ? toRecord(r) : null;
  };

  return {
    get,
    /** Newest first; the tab shows the first 10 (spec 001 §9). */
    async list(orgId: string, limit = SYNC_ACTIVITY_RECORDS): Promise<SyncRecord[]> {
      const rows = await select(orgId)
        .orderBy('iphoneSyncRecords.createdAt', 'desc')
        .orderBy('iphoneSyncRecords.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },

    async create(orgId: string, deviceId: string | null, type: SyncType, items: number): Promise<string> {
      const id = newId();
      await forOrg(hub.db, orgId)
        .insertInto('iphoneSyncRecords', {
          id,
          deviceId,
          syncType: type,
          itemCount: items,
          processed: 0,
          jobId: null,
          result: null,
          error: null,
          createdAt: toIso(hub.clock.now()),
          processedAt: null,
        })
        .execute();
      return id;
    },

    async setJob(orgId: string, id: string, jobId: string): Promise<void> {
      await forOrg(hub.db, orgId)
        .updateTable('iphoneSyncRecords')
        .set({ jobId })
        .where('id', '=', id)
        .execute();
    },

    async finish(orgId: string, id: string, result: SyncResult): Promise<void> {
      await forOrg(hub.db, orgId)
        .updateTable('iphoneSyncRecords')
        .set({ processed: 1, result: toJson(result), error: null, processedAt: toIso(hub.clock.now()) })
        .where('id', '=', id)
        .execute();
    },

    async fail(orgId: string, id: string, error: string): Promise<void> {
      await forOrg(hub.db, orgId)
        .updateTable('iphoneSyncRecords')
        .set({ error: error.slice(0, 1000) })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type RecordStore = ReturnType<typeof recordStore>;
