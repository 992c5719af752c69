import type { IdxHub } from '../hub.ts';
import { LOCAL_SYSTEM } from '../listings/generator.ts';
import type { ListingStore } from '../listings/store.ts';
import type { WebsiteRow } from '../websites/store.ts';
import type { SiteContext } from './layout.ts';

/** What every page of a site shows besides its content: the attribution, the feed, the last update. */
export function siteContexts(hub: IdxHub, listings: ListingStore) {
  return async (site: WebsiteRow, preview = false): Promise<SiteContext> => ({
    site,
    base: `/sites/${site.slug}`,
    attribution: hub.settings.IDX_ATTRIBUTION,
    feedName: hub.settings.IDX_FEED === 'odata' ? 'the MLS (RESO Web API)' : LOCAL_SYSTEM,
    lastUpdated: await listings.lastUpdated(site.orgId),
    preview,
  });
}

export type SiteContexts = ReturnType<typeof siteContexts>;
