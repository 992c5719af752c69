export const SYNC_STATUS_KEY = ['/api/email/sync-status'] as const;
export const CONVERSATIONS_KEY = ['/api/email/conversations'] as const;
export const PROCESSING_JOBS_KEY = ['/api/emails/processing-jobs'] as const;
/** While a sync or a processing job is under way, its list is read again this often. */
export const EMAIL_POLL_MS = 2000;
