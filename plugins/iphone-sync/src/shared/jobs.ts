/** The job that processes one sync record (GET /api/jobs/:id; the tab follows it with useJob). */
export const SYNC_JOB = 'iphone-sync.process';
