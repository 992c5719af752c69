/** The nightly Cal.com reconcile: re-reads recent bookings to catch webhooks that never arrived. */
export const RECONCILE_JOB = 'scheduler.calcom-reconcile';
export const RECONCILE_CRON = '17 3 * * *';

export interface ReconcileResult {
  checked: number;
  upserted: number;
  skipped: boolean;
}
