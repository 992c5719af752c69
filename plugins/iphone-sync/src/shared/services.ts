import { serviceRef } from '@ecohub/core/services';

/** What iphone-sync offers other plugins. */
export interface IphoneSyncService {
  /** The organisation's sync records, newest first. */
  recentSyncs(
    orgId: string,
    limit?: number,
  ): Promise<Array<{ id: string; sync_type: string; processed: boolean }>>;
}

export const iphoneSyncService = serviceRef<IphoneSyncService>('iphone-sync');
