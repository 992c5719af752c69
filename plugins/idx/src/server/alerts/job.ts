import { type JobRun, type MailContent, renderMail } from '@ecohub/core';
import type { Listing } from '../../shared/listing.ts';
import type { IdxHub } from '../hub.ts';
import type { ListingStore } from '../listings/store.ts';
import type { WebsiteStore } from '../websites/store.ts';
import { matches, type SavedSearchStore } from './store.ts';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

export function alertMail(
  siteName: string,
  searchName: string,
  listings: Array<Listing & { url: string }>,
): MailContent {
  return {
    subject: `${listings.length} new listing${listings.length === 1 ? '' : 's'} for "${searchName}"`,
    heading: `New listings on ${siteName}`,
    intro: [`These listings are new since your last alert for "${searchName}":`],
    list: listings.map(
      (l) =>
        `${l.address}: ${dollars(l.price)}, ${l.bedrooms} bd, ${l.bathrooms} ba, ${l.sqft} sq ft. ${l.url}`,
    ),
    outro: ['You receive this because you saved this search on our website.'],
  };
}

/**
 * The `idx.alerts` job: each saved search of the organisation gets one mail listing the on-market
 * listings first stored after it was saved that match it and were never mailed to it. A listing is
 * claimed before the mail, so two runs at once never mail it twice.
 */
export function sendAlerts(
  hub: IdxHub,
  searches: SavedSearchStore,
  listings: ListingStore,
  websites: WebsiteStore,
) {
  return async function run(job: JobRun): Promise<{ searches: number; mailed: number; listings: number }> {
    const orgId = job.orgId;
    if (!orgId) throw new Error('idx.alerts runs for one organisation');
    const all = await searches.list(orgId);
    let mailed = 0;
    let sent = 0;
    for (const [i, s] of all.entries()) {
      const site = await websites.row(orgId, s.websiteId).catch(() => null);
      if (!site || site.status === 'draft') continue;
      const fresh = (await listings.firstSeenAfter(orgId, s.createdAt)).filter((l) => matches(s.criteria, l));
      const claimed: Array<Listing & { url: string }> = [];
      for (const l of fresh)
        if (await searches.claim(orgId, s.id, l.listingKey))
          claimed.push({ ...l, url: `${websites.urlOf(site)}/listings/${l.listingKey}` });
      if (claimed.length) {
        const content = alertMail(site.name, s.name, claimed);
        const { text, html } = renderMail(content);
        await hub.mail.send({
          orgId,
          to: s.email,
          subject: content.subject,
          text,
          html,
          template: 'idx-alert',
        });
        mailed++;
        sent += claimed.length;
      }
      await job.progress({ done: i + 1, total: all.length, mailed, listings: sent });
    }
    return { searches: all.length, mailed, listings: sent };
  };
}
