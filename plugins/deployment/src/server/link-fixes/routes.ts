import {
  forOrg,
  type HubApp,
  notFound,
  orgOf,
  readBody,
  requirePermission,
  toIso,
  unauthorized,
  validate,
} from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import {
  applyLinkFixesSchema,
  CRAWL_JOB,
  crawlBodySchema,
  fixIdParamSchema,
  type PublishedRedirects,
  redirectsRequestSchema,
  updateFixSchema,
} from '../../shared/link-fixes.ts';
import type { DeploymentHub } from '../hub.ts';
import { applyLinkFixes } from './apply.ts';
import { completeFixPackage } from './package.ts';
import { linkFixReport } from './report.ts';
import { toRedirect } from './router-config.ts';
import { verifyAppRequest } from './signed-request.ts';
import { toFix } from './store.ts';

/**
 * The Link Fix Deployment Dashboard's API (spec 002 §7): the report, apply per domain, the complete
 * fix package; a crawl on demand, a proposal's review; and the published redirects an app's SDK
 * middleware fetches (signed with the app's secret, no session).
 */
export function linkFixRoutes(app: HubApp, hub: DeploymentHub): void {
  const read = requirePermission('deployment:read', { allowDemo: true });
  const write = requirePermission('deployment:write');

  app.get('/api/deployment/link-fixes', read, async (c) => c.json(await linkFixReport(hub, orgOf(c))));

  app.post('/api/deployment/apply-link-fixes', write, validate('json', applyLinkFixesSchema), async (c) =>
    c.json(await applyLinkFixes(hub, orgOf(c), c.req.valid('json').domain)),
  );

  app.get('/api/deployment/complete-fix-package', read, async (c) => {
    const pkg = await completeFixPackage(hub, orgOf(c));
    return c.body(JSON.stringify(pkg, null, 2), 200, {
      'content-type': 'application/json',
      'content-disposition': 'attachment; filename="complete-fix-package.json"',
    });
  });

  app.post('/api/deployment/crawls', write, validate('json', crawlBodySchema), async (c) => {
    const orgId = orgOf(c);
    const { domain } = c.req.valid('json');
    const jobId = await hub.jobs.enqueue(
      CRAWL_JOB,
      { domain },
      { orgId, uniqueKey: `${CRAWL_JOB}:${orgId}:${domain ?? '*'}` },
    );
    return c.json({ jobId }, 202);
  });

  app.patch(
    '/api/deployment/link-fixes/:id',
    write,
    validate('param', fixIdParamSchema),
    validate('json', updateFixSchema),
    async (c) => {
      const scoped = forOrg(hub.db, orgOf(c));
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const row = await scoped
        .selectFrom('deploymentLinkFixes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('Link fix not found');
      const state = patch.state ?? row.state;
      const fixedUrl = patch.fixedUrl ?? row.fixedUrl;
      // A changed decision is published by the next apply; until then the old one is withdrawn.
      const changed = state !== row.state || fixedUrl !== row.fixedUrl;
      await scoped
        .updateTable('deploymentLinkFixes')
        .set({
          state,
          fixedUrl,
          updatedAt: toIso(hub.clock.now()),
          ...(changed && { publishedAt: null, resolved: 0, checkedAt: null, checkStatus: null }),
        })
        .where('id', '=', id)
        .execute();
      const updated = await scoped
        .selectFrom('deploymentLinkFixes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return c.json(toFix(updated));
    },
  );

  // Called by an app's SDK middleware, signed per Standard Webhooks with the app's own secret.
  app.post('/api/deployment/redirects', async (c) => {
    const raw = (await readBody(c)).text;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Answered by the check below.
    }
    const body = redirectsRequestSchema.safeParse(parsed);
    const resolved = body.success ? await hub.use(ecosystemService).apps.resolve(body.data.app) : null;
    if (!body.success || !resolved) throw unauthorized('Invalid webhook signature');
    verifyAppRequest(raw, (n) => c.req.header(n), resolved.signingSecrets, hub.clock.now().getTime());
    const rows = await forOrg(hub.db, resolved.orgId)
      .selectFrom('deploymentLinkFixes')
      .selectAll()
      .where('appId', '=', resolved.id)
      .where('publishedAt', 'is not', null)
      .where('state', '=', 'accepted')
      .orderBy('brokenUrl')
      .execute();
    const answer: PublishedRedirects = {
      app: resolved.id,
      redirects: rows
        .filter((r) => r.fixedUrl !== null && r.fault !== 'fragment')
        .map((r) => ({ ...toRedirect(r.brokenUrl, r.fixedUrl as string), status: 301 as const })),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
}
