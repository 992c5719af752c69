import { randomBytes } from 'node:crypto';
import { forOrg, fromJson, newId, num, toJson } from '@ecohub/core';
import type { Listing } from '../../shared/listing.ts';
import type { SavedSearch, SavedSearchCriteria, SavedSearchInput } from '../../shared/saved-search.ts';
import type { IdxHub } from '../hub.ts';

/** Whether a listing matches a saved search's criteria (the same rules as the search page). */
export function matches(c: SavedSearchCriteria, l: Listing): boolean {
  if (c.q) {
    const q = c.q.toLowerCase();
    if (
      !l.city.toLowerCase().includes(q) &&
      !l.address.toLowerCase().includes(q) &&
      !l.postalCode.includes(q)
    )
      return false;
  }
  if (c.minPrice !== undefined && l.price < c.minPrice) return false;
  if (c.maxPrice !== undefined && l.price > c.maxPrice) return false;
  if (c.beds !== undefined && l.bedrooms < c.beds) return false;
  return true;
}

/** Visitors' saved searches, per site; alerts already mailed are remembered per (search, listing). */
export function savedSearchStore(hub: IdxHub) {
  return {
    async create(orgId: string, websiteId: string, input: SavedSearchInput): Promise<string> {
      const id = newId();
      const criteria: SavedSearchCriteria = {};
      if (input.q) criteria.q = input.q;
      if (input.minPrice !== undefined) criteria.minPrice = input.minPrice;
      if (input.maxPrice !== undefined) criteria.maxPrice = input.maxPrice;
      if (input.beds !== undefined) criteria.beds = input.beds;
      await forOrg(hub.db, orgId)
        .insertInto('idxSavedSearches', {
          id,
          websiteId,
          email: input.email.toLowerCase(),
          name: input.name || input.q || 'My search',
          criteria: toJson(criteria),
          unsubscribeToken: randomBytes(24).toString('base64url'),
          createdAt: hub.clock.now().toISOString(),
        })
        .execute();
      return id;
    },

    async list(orgId: string): Promise<SavedSearch[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('idxSavedSearches')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .execute();
      const sent = await forOrg(hub.db, orgId)
        .selectFrom('idxAlertsSent')
        .select(['savedSearchId', (eb) => eb.fn.countAll().as('n')])
        .groupBy('savedSearchId')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        websiteId: r.websiteId,
        email: r.email,
        name: r.name,
        criteria: fromJson<SavedSearchCriteria>(r.criteria, {}),
        alertsSent: num(sent.find((s) => s.savedSearchId === r.id)?.n ?? 0),
        createdAt: r.createdAt,
      }));
    },

    /** The secret of a search's unsubscribe link (made now for a row that has none). */
    async unsubscribeToken(orgId: string, savedSearchId: string): Promise<string> {
      const row = await forOrg(hub.db, orgId)
        .selectFrom('idxSavedSearches')
        .select('unsubscribeToken')
        .where('id', '=', savedSearchId)
        .executeTakeFirst();
      if (row?.unsubscribeToken) return row.unsubscribeToken;
      const token = randomBytes(24).toString('base64url');
      await forOrg(hub.db, orgId)
        .updateTable('idxSavedSearches')
        .set({ unsubscribeToken: token })
        .where('id', '=', savedSearchId)
        .execute();
      return token;
    },

    /** Deletes the search its unsubscribe link names: true once, false for a stale or unknown token. */
    async unsubscribe(orgId: string, token: string): Promise<boolean> {
      const r = await forOrg(hub.db, orgId)
        .deleteFrom('idxSavedSearches')
        .where('unsubscribeToken', '=', token)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** Claims (search, listing) for one alert: false when it was already mailed, by this run or another. */
    async claim(orgId: string, savedSearchId: string, listingKey: string, price: number): Promise<boolean> {
      const r = await forOrg(hub.db, orgId)
        .insertInto('idxAlertsSent', {
          savedSearchId,
          listingKey,
          listPrice: price,
          sentAt: hub.clock.now().toISOString(),
        })
        .onConflict((oc) => oc.columns(['savedSearchId', 'listingKey']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Listings already mailed to a search whose price has changed since: [key, price mailed]. */
    async repriced(
      orgId: string,
      savedSearchId: string,
    ): Promise<Array<{ listingKey: string; was: number }>> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('idxAlertsSent')
        .innerJoin('idxProperties', (j) =>
          j
            .onRef('idxProperties.orgId', '=', 'idxAlertsSent.orgId')
            .onRef('idxProperties.listingKey', '=', 'idxAlertsSent.listingKey'),
        )
        .select(['idxAlertsSent.listingKey', 'idxAlertsSent.listPrice as was'])
        .where('idxAlertsSent.savedSearchId', '=', savedSearchId)
        .whereRef('idxProperties.listPrice', '!=', 'idxAlertsSent.listPrice')
        .execute();
      return rows.map((r) => ({ listingKey: r.listingKey, was: Number(r.was) }));
    },

    /** Claims one price change for one alert (the row still holds the old price): false if taken. */
    async claimPrice(orgId: string, savedSearchId: string, listingKey: string, was: number, now: number) {
      const r = await forOrg(hub.db, orgId)
        .updateTable('idxAlertsSent')
        .set({ listPrice: now, sentAt: hub.clock.now().toISOString() })
        .where('savedSearchId', '=', savedSearchId)
        .where('listingKey', '=', listingKey)
        .where('listPrice', '=', was)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}

export type SavedSearchStore = ReturnType<typeof savedSearchStore>;
