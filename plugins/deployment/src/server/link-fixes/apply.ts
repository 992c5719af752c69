import { forOrg, notFound, OutboundError, toIso } from '@ecohub/core';
import { type ApplyResult, LINK_FIXES_NOTICE_PATH } from '../../shared/link-fixes.ts';
import { signedCall } from '../deploy/push.ts';
import type { DeploymentDb, DeploymentHub } from '../hub.ts';
import { servable } from './report.ts';
import { toFix } from './store.ts';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * POST /api/deployment/apply-link-fixes {domain}: publishes the domain's accepted fixes (and
 * withdraws the others), tells each app of the domain to fetch its list again (the SDK middleware's
 * signed notice), then requests every published broken URL: fixed when it answers a redirect to
 * its fix.
 */
export async function applyLinkFixes(
  hub: DeploymentHub,
  orgId: string,
  domain: string,
): Promise<ApplyResult> {
  const scoped = forOrg(hub.db, orgId);
  const fixes = (
    await scoped.selectFrom('deploymentLinkFixes').selectAll().where('domain', '=', domain).execute()
  ).map(toFix);
  if (fixes.length === 0) throw notFound('No link fixes for this domain');
  const now = toIso(hub.clock.now());
  const publish = fixes.filter(servable);
  const withdraw = fixes.filter((f) => !servable(f) && f.publishedAt !== null);
  await hub.db.transaction().execute(async (trx: DeploymentDb) => {
    const t = forOrg(trx, orgId);
    if (publish.length)
      await t
        .updateTable('deploymentLinkFixes')
        .set({ publishedAt: now, updatedAt: now })
        .where(
          'id',
          'in',
          publish.map((f) => f.id),
        )
        .execute();
    if (withdraw.length)
      await t
        .updateTable('deploymentLinkFixes')
        .set({ publishedAt: null, resolved: 0, checkedAt: null, checkStatus: null, updatedAt: now })
        .where(
          'id',
          'in',
          withdraw.map((f) => f.id),
        )
        .execute();
  });

  const appIds = [...new Set(fixes.map((f) => f.appId))];
  const notices = await Promise.all(
    appIds.map((appId) =>
      signedCall(hub, orgId, appId, LINK_FIXES_NOTICE_PATH, 'link-fixes.published', {
        count: publish.length,
      }),
    ),
  );

  const results: ApplyResult['results'] = [];
  for (const f of publish) {
    const fixedUrl = f.fixedUrl as string;
    let status: number | null = null;
    let resolved = false;
    try {
      const res = await hub.outbound.request(f.brokenUrl, {
        redirect: 'manual',
        timeoutMs: hub.settings.DEPLOYMENT_TIMEOUT_MS,
        maxBytes: 64 * 1024,
      });
      status = res.status;
      const location = res.headers.location;
      resolved =
        REDIRECTS.has(res.status) &&
        !!location &&
        new URL(location, f.brokenUrl).toString() === new URL(fixedUrl).toString();
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
    }
    await scoped
      .updateTable('deploymentLinkFixes')
      .set({ checkedAt: toIso(hub.clock.now()), checkStatus: status, resolved: resolved ? 1 : 0 })
      .where('id', '=', f.id)
      .execute();
    results.push({ brokenUrl: f.brokenUrl, fixedUrl, status, resolved });
  }
  return {
    domain,
    published: publish.length,
    notified: appIds.length,
    acknowledged: notices.filter((n) => n.ok).length,
    checked: results.length,
    resolved: results.filter((r) => r.resolved).length,
    results,
  };
}
