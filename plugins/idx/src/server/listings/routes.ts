import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { SYNC_JOB } from '../../shared/jobs.ts';
import { type ListingsResponse, listingSearchSchema } from '../../shared/listing.ts';
import type { SavedSearchStore } from '../alerts/store.ts';
import type { IdxHub } from '../hub.ts';
import type { ListingStore } from './store.ts';

/** The live listings grid, the sync button and the saved searches of the IDX tab. */
export function listingRoutes(
  app: HubApp,
  hub: IdxHub,
  listings: ListingStore,
  searches: SavedSearchStore,
): void {
  const read = requirePermission('idx:read', { allowDemo: true });

  app.get('/api/idx/listings', read, validate('query', listingSearchSchema), async (c) => {
    const orgId = orgOf(c);
    const { listings: items, total } = await listings.search(orgId, { ...c.req.valid('query'), limit: 12 });
    const body: ListingsResponse = {
      listings: items,
      total,
      lastUpdatedAt: await listings.lastUpdated(orgId),
      feed: { source: hub.settings.IDX_FEED, attribution: hub.settings.IDX_ATTRIBUTION },
    };
    return c.json(body);
  });

  // Replication may page through a whole MLS: a job, whose progress the tab follows.
  app.post('/api/idx/sync', requirePermission('idx:write'), async (c) => {
    const orgId = orgOf(c);
    const jobId = await hub.jobs.enqueue(SYNC_JOB, {}, { orgId, uniqueKey: `${SYNC_JOB}:${orgId}` });
    return c.json({ jobId }, 202);
  });

  app.get('/api/idx/saved-searches', read, async (c) =>
    c.json({ savedSearches: await searches.list(orgOf(c)) }),
  );
}
