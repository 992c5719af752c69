import { orgOf, requireAuth } from '../auth/principal.ts';
import { notFound } from '../errors.ts';
import type { HubApp, HubContext } from '../plugin.ts';
import { jobView } from './view.ts';

/**
 * GET /api/jobs/:id, the one progress channel of every long task: the caller's organisation's
 * jobs only (another organisation's id, or a hub-wide job, is a 404 like an unknown one).
 */
export function jobRoutes(app: HubApp, hub: HubContext): void {
  app.get('/api/jobs/:id{[A-Za-z0-9-]{1,64}}', requireAuth({ allowDemo: true }), async (c) => {
    const job = await hub.jobs.get(c.req.param('id'), orgOf(c));
    if (!job) throw notFound('Job not found');
    return c.json(jobView(job));
  });
}
