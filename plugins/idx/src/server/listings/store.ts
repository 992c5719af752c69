import { type CoreTables, forOrg, newId, num } from '@ecohub/core';
import type { Kysely, Selectable } from 'kysely';
import type { Listing, ListingSearch } from '../../shared/listing.ts';
import type { IdxTables } from '../db.ts';
import type { IdxHub } from '../hub.ts';
import { ON_MARKET, type ResoProperty, specStatus } from './reso.ts';

type Row = Selectable<IdxTables['idxProperties']>;

export interface MapPoint {
  listingKey: string;
  lat: number;
  lon: number;
  price: number;
}

export interface SearchOptions extends Partial<ListingSearch> {
  limit?: number;
  /** Only listings on the market (public sites). */
  onMarket?: boolean;
}

/** The organisation's replicated listings (RESO Property, Media, OpenHouse). */
export function listingStore(hub: IdxHub) {
  const toListing = (r: Row, images: string[], openHouses: Listing['openHouses']): Listing => ({
    id: r.id,
    listingKey: r.listingKey,
    address: r.unparsedAddress,
    city: r.city,
    state: r.stateOrProvince,
    postalCode: r.postalCode,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    price: Number(r.listPrice),
    bedrooms: r.bedroomsTotal,
    bathrooms: r.bathroomsTotalInteger,
    sqft: r.livingArea,
    status: specStatus(r.standardStatus),
    standardStatus: r.standardStatus,
    propertyType: r.propertyType,
    remarks: r.publicRemarks,
    images,
    lead_captures: num(r.leadCaptures),
    listOfficeName: r.listOfficeName,
    listAgentFullName: r.listAgentFullName,
    originatingSystemName: r.originatingSystemName,
    modificationTimestamp: r.modificationTimestamp,
    openHouses,
  });

  async function withMedia(orgId: string, rows: Row[], openHouses = false): Promise<Listing[]> {
    if (rows.length === 0) return [];
    const keys = rows.map((r) => r.listingKey);
    const media = await forOrg(hub.db, orgId)
      .selectFrom('idxMedia')
      .select(['listingKey', 'mediaUrl'])
      .where('listingKey', 'in', keys)
      .orderBy('sortOrder')
      .execute();
    const oh = openHouses
      ? await forOrg(hub.db, orgId)
          .selectFrom('idxOpenHouses')
          .select(['listingKey', 'startTime', 'endTime', 'remarks'])
          .where('listingKey', 'in', keys)
          .orderBy('startTime')
          .execute()
      : [];
    return rows.map((r) =>
      toListing(
        r,
        media.filter((m) => m.listingKey === r.listingKey).map((m) => m.mediaUrl),
        oh
          .filter((o) => o.listingKey === r.listingKey)
          .map((o) => ({ start: o.startTime, end: o.endTime, remarks: o.remarks })),
      ),
    );
  }

  function filtered(orgId: string, f: SearchOptions) {
    let q = forOrg(hub.db, orgId).selectFrom('idxProperties');
    if (f.onMarket) q = q.where('standardStatus', 'in', ON_MARKET);
    if (f.q) {
      const like = `%${f.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['city']), 'like', like),
          eb(eb.fn('lower', ['unparsedAddress']), 'like', like),
          eb('postalCode', 'like', like),
        ]),
      );
    }
    if (f.minPrice !== undefined) q = q.where('listPrice', '>=', f.minPrice);
    if (f.maxPrice !== undefined) q = q.where('listPrice', '<=', f.maxPrice);
    if (f.beds !== undefined) q = q.where('bedroomsTotal', '>=', f.beds);
    if (f.baths !== undefined) q = q.where('bathroomsTotalInteger', '>=', f.baths);
    if (f.bbox) {
      const [minLon, minLat, maxLon, maxLat] = f.bbox.split(',').map(Number) as [
        number,
        number,
        number,
        number,
      ];
      q = q
        .where('longitude', '>=', minLon)
        .where('longitude', '<=', maxLon)
        .where('latitude', '>=', minLat)
        .where('latitude', '<=', maxLat);
    }
    if (f.status === 'for_sale') q = q.where('standardStatus', '=', 'Active');
    else if (f.status === 'pending')
      q = q.where('standardStatus', 'in', ['Pending', 'Active Under Contract']);
    else if (f.status === 'other')
      q = q.where('standardStatus', 'not in', ['Active', 'Pending', 'Active Under Contract']);
    return q;
  }

  return {
    /** Upserts RESO records by ListingKey; media and open houses are replaced with the record's. */
    async upsert(orgId: string, records: ResoProperty[]): Promise<{ created: number; updated: number }> {
      let created = 0;
      let updated = 0;
      const now = hub.clock.now().toISOString();
      await hub.db.transaction().execute(async (trx: Kysely<CoreTables & IdxTables>) => {
        const scope = forOrg(trx, orgId);
        for (const p of records) {
          const values = {
            listingId: p.ListingId ?? p.ListingKey,
            standardStatus: p.StandardStatus,
            listPrice: Math.round(p.ListPrice),
            unparsedAddress: p.UnparsedAddress ?? '',
            city: p.City ?? '',
            stateOrProvince: p.StateOrProvince ?? '',
            postalCode: p.PostalCode ?? '',
            latitude: p.Latitude ?? null,
            longitude: p.Longitude ?? null,
            bedroomsTotal: p.BedroomsTotal ?? 0,
            bathroomsTotalInteger: p.BathroomsTotalInteger ?? 0,
            livingArea: Math.round(p.LivingArea ?? 0),
            propertyType: p.PropertyType ?? '',
            publicRemarks: p.PublicRemarks ?? '',
            listOfficeName: p.ListOfficeName ?? '',
            listAgentFullName: p.ListAgentFullName ?? '',
            originatingSystemName: p.OriginatingSystemName ?? '',
            modificationTimestamp: new Date(p.ModificationTimestamp).toISOString(),
          };
          const existing = await scope
            .selectFrom('idxProperties')
            .select('id')
            .where('listingKey', '=', p.ListingKey)
            .executeTakeFirst();
          if (existing) {
            await scope.updateTable('idxProperties').set(values).where('id', '=', existing.id).execute();
            updated++;
          } else {
            await scope
              .insertInto('idxProperties', {
                id: newId(),
                listingKey: p.ListingKey,
                firstSeenAt: now,
                ...values,
              })
              .execute();
            created++;
          }
          if (p.Media) {
            await scope.deleteFrom('idxMedia').where('listingKey', '=', p.ListingKey).execute();
            if (p.Media.length)
              await scope
                .insertInto(
                  'idxMedia',
                  p.Media.map((m, i) => ({
                    mediaKey: m.MediaKey,
                    listingKey: p.ListingKey,
                    sortOrder: m.Order ?? i + 1,
                    mediaUrl: m.MediaURL,
                    mediaCategory: m.MediaCategory ?? 'Photo',
                  })),
                )
                .execute();
          }
          if (p.OpenHouse) {
            await scope.deleteFrom('idxOpenHouses').where('listingKey', '=', p.ListingKey).execute();
            if (p.OpenHouse.length)
              await scope
                .insertInto(
                  'idxOpenHouses',
                  p.OpenHouse.map((o) => ({
                    openHouseKey: o.OpenHouseKey,
                    listingKey: p.ListingKey,
                    startTime: new Date(o.OpenHouseStartTime).toISOString(),
                    endTime: new Date(o.OpenHouseEndTime).toISOString(),
                    remarks: o.OpenHouseRemarks ?? '',
                  })),
                )
                .execute();
          }
        }
      });
      return { created, updated };
    },

    async search(orgId: string, f: SearchOptions): Promise<{ listings: Listing[]; total: number }> {
      const limit = f.limit ?? 12;
      const offset = ((f.page ?? 1) - 1) * limit;
      const total = await filtered(orgId, f)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await filtered(orgId, f)
        .selectAll()
        .orderBy('modificationTimestamp', 'desc')
        .orderBy('listingKey')
        .limit(limit)
        .offset(offset)
        .execute();
      return { listings: await withMedia(orgId, rows), total: num(total.n) };
    },

    /** Every match's position (the search page's map), at most `limit`. */
    async points(orgId: string, f: SearchOptions, limit = 500): Promise<MapPoint[]> {
      const rows = await filtered(orgId, f)
        .select(['listingKey', 'latitude', 'longitude', 'listPrice'])
        .where('latitude', 'is not', null)
        .where('longitude', 'is not', null)
        .orderBy('listingKey')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        listingKey: r.listingKey,
        lat: Number(r.latitude),
        lon: Number(r.longitude),
        price: Number(r.listPrice),
      }));
    },

    async get(orgId: string, listingKey: string): Promise<Listing | null> {
      const row = await forOrg(hub.db, orgId)
        .selectFrom('idxProperties')
        .selectAll()
        .where('listingKey', '=', listingKey)
        .executeTakeFirst();
      return row ? ((await withMedia(orgId, [row], true))[0] ?? null) : null;
    },

    /**
     * The AI Matchmaker's picks for a listing: on-market homes within 20 % of its price with at least
     * as many bedrooms less one, nearest in price first (a deterministic ranking; no model needed).
     */
    async similar(orgId: string, l: Listing, limit = 3): Promise<Listing[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('idxProperties')
        .selectAll()
        .where('standardStatus', 'in', ON_MARKET)
        .where('listingKey', '!=', l.listingKey)
        .where('listPrice', '>=', Math.floor(l.price * 0.8))
        .where('listPrice', '<=', Math.ceil(l.price * 1.2))
        .where('bedroomsTotal', '>=', Math.max(0, l.bedrooms - 1))
        .execute();
      const picked = rows
        .sort(
          (a, b) =>
            Math.abs(Number(a.listPrice) - l.price) - Math.abs(Number(b.listPrice) - l.price) ||
            a.listingKey.localeCompare(b.listingKey),
        )
        .slice(0, limit);
      return withMedia(orgId, picked);
    },

    /** Keys of every on-market listing (the sitemap). */
    async keys(orgId: string): Promise<Array<{ listingKey: string; modificationTimestamp: string }>> {
      return forOrg(hub.db, orgId)
        .selectFrom('idxProperties')
        .select(['listingKey', 'modificationTimestamp'])
        .where('standardStatus', 'in', ON_MARKET)
        .orderBy('listingKey')
        .execute();
    },

    /** On-market listings first stored after `since` (saved-search alerts). */
    async firstSeenAfter(orgId: string, since: string): Promise<Listing[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('idxProperties')
        .selectAll()
        .where('firstSeenAt', '>', since)
        .where('standardStatus', 'in', ON_MARKET)
        .orderBy('firstSeenAt')
        .execute();
      return withMedia(orgId, rows);
    },

    async lastUpdated(orgId: string): Promise<string | null> {
      const row = await forOrg(hub.db, orgId)
        .selectFrom('idxSyncState')
        .select('lastRunAt')
        .executeTakeFirst();
      return row?.lastRunAt ?? null;
    },

    async countLead(orgId: string, listingKey: string): Promise<void> {
      await forOrg(hub.db, orgId)
        .updateTable('idxProperties')
        .set((eb) => ({ leadCaptures: eb('leadCaptures', '+', 1) }))
        .where('listingKey', '=', listingKey)
        .execute();
    },
  };
}

export type ListingStore = ReturnType<typeof listingStore>;
