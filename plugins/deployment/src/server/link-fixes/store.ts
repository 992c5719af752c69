import { forOrg, fromJson, newId, toIso, toJson } from '@ecohub/core';
import {
  AUTO_ACCEPT_CONFIDENCE,
  type CrawlSummary,
  type FixState,
  type LinkFix,
  type RedirectHop,
} from '../../shared/link-fixes.ts';
import type { DeploymentTables } from '../db.ts';
import type { DeploymentDb, DeploymentHub } from '../hub.ts';
import type { CrawlResult } from './crawler.ts';
import { propose } from './proposals.ts';

type FixRow = DeploymentTables['deploymentLinkFixes'];
type CrawlRow = DeploymentTables['deploymentCrawls'];

/** A proposal's first state: confident ones start accepted, the others wait for a review. */
const autoState = (url: string | null, confidence: number): FixState =>
  url && confidence >= AUTO_ACCEPT_CONFIDENCE ? 'accepted' : 'proposed';

export const domainOf = (url: string) => new URL(url).host.toLowerCase();

export function toFix(r: FixRow): LinkFix {
  return {
    id: r.id,
    appId: r.appId,
    domain: r.domain,
    brokenUrl: r.brokenUrl,
    fault: r.fault,
    statusCode: r.statusCode,
    chain: fromJson<RedirectHop[]>(r.chain, []),
    sources: fromJson<string[]>(r.sources, []),
    proposedUrl: r.proposedUrl,
    fixedUrl: r.fixedUrl,
    category: r.category,
    reason: r.reason,
    confidence: Number(r.confidence),
    state: r.state,
    redirectable: r.fault !== 'fragment',
    publishedAt: r.publishedAt,
    checkedAt: r.checkedAt,
    checkStatus: r.checkStatus,
    resolved: Number(r.resolved) === 1,
  };
}

export function toCrawl(r: CrawlRow): CrawlSummary {
  return {
    id: r.id,
    jobId: r.jobId,
    domain: r.domain,
    status: r.status,
    pages: Number(r.pages),
    links: Number(r.links),
    broken: Number(r.broken),
    error: r.error,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
  };
}

/**
 * Stores a crawl's faults with their proposals, one row per broken URL. A fault seen again keeps the
 * user's decision (accepted, rejected, edited); a fault no longer found is dropped unless its fix
 * is published (its redirect is what makes it answer now). Returns how many faults were stored.
 */
export async function storeCrawl(
  hub: DeploymentHub,
  orgId: string,
  crawlId: string,
  result: CrawlResult,
  apps: Array<{ id: string; url: string }>,
  domain: string | null,
): Promise<number> {
  const now = toIso(hub.clock.now());
  const appUrl = new Map(apps.map((a) => [a.id, new URL(a.url).toString()]));
  return hub.db.transaction().execute(async (trx: DeploymentDb) => {
    const scoped = forOrg(trx, orgId);
    let q = scoped.selectFrom('deploymentLinkFixes').selectAll();
    if (domain) q = q.where('domain', '=', domain);
    const existing = new Map((await q.execute()).map((r) => [r.brokenUrl, r]));
    const found = new Set<string>();
    for (const fault of result.faults) {
      found.add(fault.url);
      const p = propose(fault, {
        live: result.live.get(fault.appId) ?? [],
        redirects: result.redirects,
        appUrl: appUrl.get(fault.appId) ?? fault.url,
      });
      const common = {
        appId: fault.appId,
        domain: domainOf(fault.url),
        fault: fault.kind,
        statusCode: fault.status,
        chain: toJson(fault.chain),
        sources: toJson(fault.sources),
        proposedUrl: p.proposedUrl,
        category: p.category,
        reason: p.reason,
        confidence: p.confidence,
        crawlId,
        updatedAt: now,
      };
      const old = existing.get(fault.url);
      if (!old) {
        await scoped
          .insertInto('deploymentLinkFixes', {
            id: newId(),
            brokenUrl: fault.url,
            ...common,
            fixedUrl: p.proposedUrl,
            state: autoState(p.proposedUrl, p.confidence),
            publishedAt: null,
            checkedAt: null,
            checkStatus: null,
            resolved: 0,
            createdAt: now,
          })
          .execute();
        continue;
      }
      // Untouched by the user: the new proposal replaces the old one.
      const untouched =
        old.fixedUrl === old.proposedUrl && old.state === autoState(old.proposedUrl, Number(old.confidence));
      await scoped
        .updateTable('deploymentLinkFixes')
        .set({
          ...common,
          ...(untouched && {
            fixedUrl: p.proposedUrl,
            state: autoState(p.proposedUrl, p.confidence),
          }),
        })
        .where('id', '=', old.id)
        .execute();
    }
    const gone = [...existing.values()].filter((r) => !found.has(r.brokenUrl) && r.publishedAt === null);
    if (gone.length)
      await scoped
        .deleteFrom('deploymentLinkFixes')
        .where(
          'id',
          'in',
          gone.map((r) => r.id),
        )
        .execute();
    return result.faults.length;
  });
}
