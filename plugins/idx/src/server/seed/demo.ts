import type { DemoSeedContext } from '@ecohub/core';
import type { LeadService } from '../leads/service.ts';
import type { ListingStore } from '../listings/store.ts';
import type { ListingSync } from '../listings/sync.ts';
import type { WebsiteStore } from '../websites/store.ts';

/**
 * `ecosystem-cli seed --demo`: the spec's sample sites (two live, one draft), the local feed's
 * listings, and two leads sent through a live site's form (real CRM contacts and activities).
 */
export async function seedDemoIdx(
  d: { websites: WebsiteStore; listings: ListingStore; sync: ListingSync; leads: LeadService },
  { orgId }: DemoSeedContext,
): Promise<void> {
  const existing = await d.websites.list(orgId);
  if (existing.websites.length) return;
  await d.sync.syncOrg(orgId, async () => {});
  const sites = [
    {
      name: 'Dream Homes Realty',
      domain: 'dreamhomes.example.com',
      template: 'modern_real_estate',
      live: true,
    },
    {
      name: 'Luxury Estates Pro',
      domain: 'luxuryestates.example.com',
      template: 'luxury_modern',
      live: true,
    },
    {
      name: 'Urban Living Hub',
      domain: 'urbanliving.example.com',
      template: 'urban_contemporary',
      live: false,
    },
  ] as const;
  const created = [];
  for (const s of sites) {
    const site = await d.websites.create(orgId, {
      name: s.name,
      domain: s.domain,
      template: s.template,
      mls_sync: true,
      ai_matchmaker: true,
      white_label: false,
    });
    if (s.live) await d.websites.publish(orgId, site.id, { tracker: false });
    created.push(site);
  }
  const first = created[0];
  if (!first) return;
  const row = await d.websites.row(orgId, first.id);
  const { listings } = await d.listings.search(orgId, { onMarket: true, limit: 2 });
  const people = [
    {
      name: 'Olivia Carter',
      email: 'olivia.carter@example.com',
      phone: '',
      message: 'Is this home still available?',
    },
    {
      name: 'James Whitfield',
      email: 'james.whitfield@example.com',
      phone: '',
      message: 'Could I visit on Saturday?',
    },
  ];
  for (const [i, p] of people.entries()) await d.leads.capture(row, listings[i] ?? null, p);
}
