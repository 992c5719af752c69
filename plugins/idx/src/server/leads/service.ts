import { forOrg, HttpError, newId } from '@ecohub/core';
import type { CrmServices } from '@ecohub/plugin-crm/shared';
import { idxActivityMessages } from '../../shared/activity-messages.ts';
import type { Listing } from '../../shared/listing.ts';
import type { LeadInput } from '../../shared/saved-search.ts';
import type { IdxHub } from '../hub.ts';
import type { ListingStore } from '../listings/store.ts';
import type { WebsiteRow } from '../websites/store.ts';

export const LEAD_ACTIVITY = 'idx_lead';
const TAG = 'idx';

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
};

/**
 * A listing's contact form: the CRM contact with that email is created (source "IDX: <site>") or,
 * when it exists, updated (the idx tag, a phone it lacked) — never duplicated — and an activity
 * names the site and the listing.
 */
export function leadService(hub: IdxHub, crm: CrmServices, listings: ListingStore) {
  async function contactFor(orgId: string, site: WebsiteRow, input: LeadInput) {
    const existing = await crm.contacts.findByEmail(orgId, input.email);
    if (existing) {
      const patch: { tags?: string[]; phone?: string } = {};
      if (!existing.tags.includes(TAG)) patch.tags = [...existing.tags, TAG];
      if (!existing.phone && input.phone) patch.phone = input.phone;
      return Object.keys(patch).length ? crm.contacts.update(orgId, existing.id, patch) : existing;
    }
    try {
      return await crm.contacts.create(orgId, {
        ...splitName(input.name),
        email: input.email,
        phone: input.phone,
        source: `IDX: ${site.name}`.slice(0, 100),
        status: 'lead',
        tags: [TAG],
      });
    } catch (err) {
      // The same person sent two forms at once: the other request created the contact.
      if (err instanceof HttpError && err.status === 409) return crm.contacts.findByEmail(orgId, input.email);
      throw err;
    }
  }

  return {
    async capture(
      site: WebsiteRow,
      listing: Listing | null,
      input: LeadInput,
    ): Promise<{ contactId: string | null }> {
      const orgId = site.orgId;
      const contact = await contactFor(orgId, site, input);
      const message = input.message?.slice(0, 500) ?? '';
      const variant = `${listing ? 'listing' : ''}${message ? (listing ? 'Message' : 'message') : ''}`;
      await crm.activities.record(orgId, {
        type: LEAD_ACTIVITY,
        params: {
          site: site.name,
          ...(listing ? { address: listing.address, listing: listing.listingKey } : {}),
          ...(message ? { message } : {}),
          ...(variant ? { variant } : {}),
        },
        messages: idxActivityMessages,
        contactId: contact?.id ?? null,
      });
      await forOrg(hub.db, orgId)
        .insertInto('idxLeads', {
          id: newId(),
          websiteId: site.id,
          listingKey: listing?.listingKey ?? null,
          contactId: contact?.id ?? null,
          email: input.email.toLowerCase(),
          createdAt: hub.clock.now().toISOString(),
        })
        .execute();
      if (listing) await listings.countLead(orgId, listing.listingKey);
      await hub.events.emit('idx.lead-captured', {
        orgId,
        websiteId: site.id,
        listingKey: listing?.listingKey ?? null,
        contactId: contact?.id ?? null,
        email: input.email,
      });
      return { contactId: contact?.id ?? null };
    },
  };
}

export type LeadService = ReturnType<typeof leadService>;
