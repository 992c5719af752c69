import { forOrg } from '@ecohub/core';
import type { CriticalFix, HostConfigs, LinkFix, LinkFixReport } from '../../shared/link-fixes.ts';
import type { DeploymentHub } from '../hub.ts';
import { hostConfigs, type Redirect, sdkSnippet, toRedirect } from './router-config.ts';
import { toCrawl, toFix } from './store.ts';

/** What the report tells a user to do, in order. */
export const DEPLOYMENT_INSTRUCTIONS = [
  'Review each proposed fix on the Link Fixes tab: accept it, edit its target or reject it.',
  'Serve the accepted fixes as permanent (301) redirects: install the SDK middleware in the application (it fetches its fix list from the hub), or paste the router configuration of your host (nginx, Netlify, Cloudflare Pages, Vercel or Apache).',
  'Apply the fixes of a domain: the hub publishes them to the SDK middleware, then re-checks every fixed URL.',
  'Fix the broken #fragment links in the pages that link to them: a redirect cannot change a fragment.',
  'Re-crawl after a release: the crawl also runs every night.',
];

/** The redirects of one domain's fixes that a router can serve (accepted, with a target). */
export const servable = (f: LinkFix) => f.state === 'accepted' && f.redirectable && f.fixedUrl !== null;

/** GET /api/deployment/link-fixes: the organisation's fixes and its latest crawl, from the database. */
export async function linkFixReport(hub: DeploymentHub, orgId: string): Promise<LinkFixReport> {
  const scoped = forOrg(hub.db, orgId);
  const [rows, crawl] = await Promise.all([
    scoped.selectFrom('deploymentLinkFixes').selectAll().orderBy('domain').orderBy('brokenUrl').execute(),
    scoped
      .selectFrom('deploymentCrawls')
      .selectAll()
      .orderBy('startedAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const fixes = rows.map(toFix);
  const counted = fixes.filter((f) => f.state !== 'rejected');
  const critical: CriticalFix[] = counted
    .filter((f) => !f.resolved)
    .map((f) => ({ brokenUrl: f.brokenUrl, fixedUrl: f.fixedUrl, reason: f.reason, sources: f.sources }));
  const byCategory: Record<string, number> = {};
  for (const f of counted) byCategory[f.category] = (byCategory[f.category] ?? 0) + 1;

  const domains = [...new Set(fixes.map((f) => f.domain))].sort();
  const snippets: Record<string, string> = {};
  const router: Record<string, string[]> = {};
  const hosts: Record<string, HostConfigs> = {};
  for (const d of domains) {
    const mine = fixes.filter((f) => f.domain === d);
    const redirects: Redirect[] = mine
      .filter(servable)
      .map((f) => toRedirect(f.brokenUrl, f.fixedUrl as string));
    hosts[d] = hostConfigs(redirects);
    router[d] = hosts[d].nginx;
    snippets[d] = sdkSnippet(hub.config.publicUrl, [...new Set(mine.map((f) => f.appId))].sort());
  }
  return {
    totalFixes: counted.length,
    criticalFixes: critical,
    fixesByCategory: byCategory,
    deploymentSnippets: snippets,
    routerConfiguration: router,
    deploymentInstructions: DEPLOYMENT_INSTRUCTIONS,
    successRate: successRate(counted.length, critical.length),
    hostConfigs: hosts,
    domains: domains.map((d) => {
      const mine = counted.filter((f) => f.domain === d);
      return {
        domain: d,
        fixes: mine.length,
        accepted: mine.filter((f) => f.state === 'accepted').length,
        published: mine.filter((f) => f.publishedAt !== null).length,
        resolved: mine.filter((f) => f.resolved).length,
      };
    }),
    fixes,
    crawl: crawl ? toCrawl(crawl) : null,
  };
}

/** Spec 002 §9: (totalFixes − critical) / totalFixes, in percent with one decimal; 0 without fixes. */
export function successRate(total: number, critical: number): number {
  return total ? Math.round(((total - critical) / total) * 1000) / 10 : 0;
}
