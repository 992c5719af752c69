import type { JobRun } from '@ecohub/core';
import { forOrg, newId, toIso } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { CRAWL_JOB, type CrawlJobPayload, type CrawlSummary } from '../../shared/link-fixes.ts';
import type { DeploymentHub } from '../hub.ts';
import { crawlSites } from './crawler.ts';
import { outboundFetcher } from './fetcher.ts';
import { domainOf, storeCrawl, toCrawl } from './store.ts';

/** Largest page body read (more is an answer that is not parsed). */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;

/**
 * One crawl (a durable job of an organisation, optionally one domain): every registered app's site
 * crawled through the hub's outbound client, progress on the job channel, faults and proposals
 * stored. A retried run starts the crawl afresh (storing is idempotent per broken URL).
 */
export async function runCrawl(run: JobRun<CrawlJobPayload>, hub: DeploymentHub): Promise<CrawlSummary> {
  if (!run.orgId) throw new Error('A crawl belongs to an organisation');
  return crawlOrg(hub, run.orgId, run.payload.domain ?? null, {
    jobId: run.id,
    signal: run.signal,
    progress: (p) => run.progress(p),
  });
}

/** One crawl of an organisation's apps (of one domain), stored; the job and the CLI run it. */
export async function crawlOrg(
  hub: DeploymentHub,
  orgId: string,
  domain: string | null,
  opts: {
    jobId: string | null;
    signal?: AbortSignal;
    progress?: (p: { done: number; total: number; broken: number }) => void | Promise<void>;
  },
): Promise<CrawlSummary> {
  const apps = (await hub.use(ecosystemService).apps.list(orgId)).filter(
    (a) => URL.canParse(a.url) && (!domain || domainOf(a.url) === domain),
  );
  const scoped = forOrg(hub.db, orgId);
  // A run of this job that died (its process stopped) left its crawl running: this run replaces it.
  if (opts.jobId)
    await scoped
      .updateTable('deploymentCrawls')
      .set({
        status: 'failed',
        error: 'The crawl was interrupted and started again',
        finishedAt: toIso(hub.clock.now()),
      })
      .where('jobId', '=', opts.jobId)
      .where('status', '=', 'running')
      .execute();
  const id = newId();
  await scoped
    .insertInto('deploymentCrawls', {
      id,
      jobId: opts.jobId,
      domain,
      status: 'running',
      pages: 0,
      links: 0,
      broken: 0,
      error: null,
      startedAt: toIso(hub.clock.now()),
      finishedAt: null,
    })
    .execute();
  try {
    await opts.progress?.({ done: 0, total: apps.length, broken: 0 });
    const s = hub.settings;
    const result = await crawlSites(
      apps.map((a) => ({ appId: a.id, url: a.url })),
      outboundFetcher(hub.outbound, {
        timeoutMs: s.DEPLOYMENT_CRAWL_TIMEOUT_MS,
        maxBytes: MAX_PAGE_BYTES,
        signal: opts.signal,
      }),
      {
        perHost: s.DEPLOYMENT_CRAWL_PER_HOST,
        maxPages: s.DEPLOYMENT_CRAWL_MAX_PAGES,
        signal: opts.signal,
        onProgress: opts.progress,
      },
    );
    const broken = await storeCrawl(hub, orgId, id, result, apps, domain);
    await scoped
      .updateTable('deploymentCrawls')
      .set({
        status: 'completed',
        pages: result.pages,
        links: result.links,
        broken,
        finishedAt: toIso(hub.clock.now()),
      })
      .where('id', '=', id)
      .execute();
  } catch (err) {
    await scoped
      .updateTable('deploymentCrawls')
      .set({
        status: 'failed',
        error: 'The crawl stopped before its end',
        finishedAt: toIso(hub.clock.now()),
      })
      .where('id', '=', id)
      .execute();
    throw err;
  }
  const row = await scoped
    .selectFrom('deploymentCrawls')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toCrawl(row);
}

/** The nightly re-crawl: one crawl job per organisation with apps (a schedule is cross-tenant). */
export async function scheduleCrawls(hub: DeploymentHub): Promise<{ enqueued: number }> {
  const orgs = await hub.db.selectFrom('organizations').select('id').execute();
  let enqueued = 0;
  for (const { id } of orgs) {
    if ((await hub.use(ecosystemService).apps.list(id)).length === 0) continue;
    await hub.jobs.enqueue(CRAWL_JOB, {}, { orgId: id, uniqueKey: `${CRAWL_JOB}:${id}:*` });
    enqueued++;
  }
  return { enqueued };
}
