import type { DemoSeedContext } from '@ecohub/core';
import { CRAWL_JOB } from '../../shared/link-fixes.ts';
import type { DeploymentHub } from '../hub.ts';

/**
 * The demo's link fixes come from a real crawl of its apps (served by the hub at /demo-apps/<slug>,
 * with a sitemap and a few broken links planted): the seed queues that crawl a moment later, when
 * the hub is serving them. Seeding twice queues nothing more once a crawl has run.
 */
export async function seedDemoCrawl(hub: DeploymentHub, { orgId }: DemoSeedContext): Promise<void> {
  const crawled = await hub.db
    .selectFrom('deploymentCrawls')
    .select('id')
    .where('orgId', '=', orgId)
    .limit(1)
    .executeTakeFirst();
  if (crawled) return;
  await hub.jobs.enqueue(
    CRAWL_JOB,
    {},
    { orgId, uniqueKey: `${CRAWL_JOB}:${orgId}:*`, runAt: new Date(hub.clock.now().getTime() + 5_000) },
  );
}
