import type { JobRun } from '@ecohub/core';
import type { CrmServices } from '@ecohub/plugin-crm/shared';
import type { SyncType } from '../../shared/constants.ts';
import type { SyncCall, SyncContact, SyncMessage, SyncResult } from '../../shared/sync.ts';
import type { IphoneHub } from '../hub.ts';
import type { RecordStore } from '../records/service.ts';
import type { ActivityWriter } from './activities.ts';
import { upsertContact } from './contacts.ts';

export interface SyncJobPayload {
  recordId: string;
  type: SyncType;
  /** The device token's user: the CRM's activities name them as the actor. */
  userId: string;
  data: SyncContact[] | SyncCall[] | SyncMessage[];
}

export interface SyncDeps {
  hub: IphoneHub;
  crm: CrmServices;
  records: RecordStore;
  activities: ActivityWriter;
}

/**
 * Processes one sync record: contacts upserted into the CRM, calls and messages recorded as
 * activities; then the record is Processed with its counts. Every step is idempotent (contacts
 * merge, calls and messages are claimed by key), so a retried run does not double anything.
 */
export async function processSync(
  deps: SyncDeps,
  orgId: string,
  { recordId, type, userId, data }: SyncJobPayload,
  run?: Pick<JobRun, 'signal' | 'progress'>,
): Promise<SyncResult> {
  const result: SyncResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    activities: 0,
    duplicates: 0,
    failed: 0,
  };
  const country = deps.hub.settings.IPHONE_SYNC_DEFAULT_COUNTRY;
  try {
    for (const [i, item] of data.entries()) {
      if (run?.signal.aborted) throw new Error('Sync canceled');
      if (type === 'contacts') {
        result[await upsertContact(deps.crm, orgId, item as SyncContact, { country, actorId: userId })]++;
      } else {
        const kind = type === 'calls' ? 'call' : 'message';
        const out = await deps.activities(orgId, recordId, kind, item as SyncCall | SyncMessage, userId);
        if (out === 'recorded') result.activities++;
        else result.duplicates++;
      }
      await run?.progress({ done: i + 1, total: data.length, ...result });
    }
    await deps.records.finish(orgId, recordId, result);
    return result;
  } catch (err) {
    await deps.records.fail(orgId, recordId, (err as Error).message);
    throw err;
  }
}

/** The job handler: one run per sync record (its progress is what the tab's useJob shows). */
export function syncJob(deps: SyncDeps) {
  return (run: JobRun<SyncJobPayload>) => {
    if (!run.orgId) throw new Error('A sync belongs to an organisation');
    return processSync(deps, run.orgId, run.payload, run);
  };
}
