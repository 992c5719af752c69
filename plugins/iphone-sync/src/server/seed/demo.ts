import type { DemoSeedContext } from '@ecohub/core';
import { SYNC_TYPES } from '../../shared/constants.ts';
import { sampleData } from '../../shared/samples.ts';
import type { SyncJobPayload } from '../sync/job.ts';
import { processSync, type SyncDeps } from '../sync/job.ts';
import type { TokenStore } from '../tokens/service.ts';

/**
 * `ecosystem-cli seed --demo`: the demo owner's "Demo iPhone" token and one processed sync of each
 * type with the Test Sync samples, so Recent Sync Activity and the CRM show what a sync does.
 */
export async function seedDemoSyncs(deps: SyncDeps, tokens: TokenStore, { orgId, ownerId }: DemoSeedContext) {
  const device = await tokens.create(orgId, ownerId, 'Demo iPhone');
  const now = deps.hub.clock.now();
  for (const type of SYNC_TYPES) {
    const data = sampleData(type, now) as SyncJobPayload['data'];
    const recordId = await deps.records.create(orgId, device.id, type, data.length);
    await processSync(deps, orgId, { recordId, type, userId: ownerId, data });
  }
}
