/** Replicates the listing feed (local generator or OData) into the organisation's tables. */
export const SYNC_JOB = 'idx.sync';
/** Mails each saved search its new matching listings, once per listing. */
export const ALERTS_JOB = 'idx.alerts';
/** Both, for every organisation with an MLS-synced site. */
export const SYNC_CRON = '*/30 * * * *';
export const SYNC_ALL_JOB = 'idx.sync-all';

export interface SyncResult {
  source: 'local' | 'odata';
  fetched: number;
  created: number;
  updated: number;
  pages: number;
}
