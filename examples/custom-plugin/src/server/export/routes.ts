import { type HubApp, type HubContext, orgOf, requirePermission } from '@ecohub/core';
import { EXPORT_JOB } from '../../shared/jobs.ts';

/** POST /api/custom-notes/export → `{ jobId }`; the panel follows it with `useJob(jobId)`. */
export function exportRoutes(app: HubApp, hub: HubContext): void {
  app.post('/api/custom-notes/export', requirePermission('custom-notes:read'), async (c) => {
    const orgId = orgOf(c);
    // One export per organisation at a time: a second click while it runs returns the same job.
    const jobId = await hub.jobs.enqueue(EXPORT_JOB, {}, { orgId, uniqueKey: `${EXPORT_JOB}:${orgId}` });
    return c.json({ jobId }, 202);
  });
}
