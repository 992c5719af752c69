import { type JobRun, type MailContent, renderMail } from '@ecohub/core';
import type { Listing } from '../../shared/listing.ts';
import type { IdxHub } from '../hub.ts';
import type { ListingStore } from '../listings/store.ts';
import type { WebsiteStore } from '../websites/store.ts';
import { matches, type SavedSearchStore } from './store.ts';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

export type AlertListing = Pick<Listing, 'address' | 'price' | 'bedrooms' | 'bathrooms' | 'sqft'> & {
  url: string;
  /** The price the previous alert showed, for a price change. */
  was?: number;
};

const line = (l: AlertListing) =>
  `${l.address}: ${l.was !== undefined ? `${dollars(l.was)} → ` : ''}${dollars(l.price)}, ${l.bedrooms} bd, ${l.bathrooms} ba, ${l.sqft} sq ft. ${l.url}`;

export function alertMail(
  siteName: string,
  searchName: string,
  unsubscribeUrl: string,
  fresh: AlertListing[],
  repriced: AlertListing[] = [],
): MailContent {
  const parts = [
    fresh.length ? `${fresh.length} new listing${fresh.length === 1 ? '' : 's'}` : '',
    repriced.length ? `${repriced.length} price change${repriced.length === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return {
    subject: `${parts.join(' and ')} for "${searchName}"`,
    heading: `Listing alert from ${siteName}`,
    intro: [`News for your saved search "${searchName}":`],
    list: [...fresh.map(line), ...repriced.map((l) => `Price changed: ${line(l)}`)],
    outro: [
      'You receive this because you saved this search on our website.',
      `To stop these alerts, unsubscribe: ${unsubscribeUrl}`,
    ],
  };
}

/**
 * The `idx.alerts` job: each saved search of the organisation gets at most one mail per run, listing
 * the on-market listings first stored after it was saved that match it and were never mailed to it,
 * and the listings it was mailed whose price changed since. Each alert is claimed in the database
 * before the mail, so two runs at once never mail the same news twice.
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
      const url = (l: Listing) => `${websites.urlOf(site)}/listings/${l.listingKey}`;
      const fresh: AlertListing[] = [];
      for (const l of (await listings.firstSeenAfter(orgId, s.createdAt)).filter((x) =>
        matches(s.criteria, x),
      ))
        if (await searches.claim(orgId, s.id, l.listingKey, l.price)) fresh.push({ ...l, url: url(l) });
      const repriced: AlertListing[] = [];
      for (const r of await searches.repriced(orgId, s.id)) {
        const l = await listings.get(orgId, r.listingKey);
        if (l && (await searches.claimPrice(orgId, s.id, r.listingKey, r.was, l.price)))
          repriced.push({ ...l, url: url(l), was: r.was });
      }
      if (fresh.length || repriced.length) {
        const unsubscribeUrl = `${websites.urlOf(site)}/alerts/unsubscribe/${await searches.unsubscribeToken(orgId, s.id)}`;
        const content = alertMail(site.name, s.name, unsubscribeUrl, fresh, repriced);
        const { text, html } = renderMail(content);
        await hub.mail.send({
          orgId,
          to: s.email,
          subject: content.subject,
          text,
          html,
          template: 'idx-alert',
          // One-click unsubscribe (RFC 8058): mail clients POST to the link without opening it.
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        mailed++;
        sent += fresh.length + repriced.length;
      }
      await job.progress({ done: i + 1, total: all.length, mailed, listings: sent });
    }
    return { searches: all.length, mailed, listings: sent };
  };
}
