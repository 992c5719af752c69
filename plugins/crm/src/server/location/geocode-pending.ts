import { forOrg } from '@ecohub/core';
import type { CrmDb } from '../hub.ts';
import type { Geocoder } from './geocoder.ts';
import { placeOfCity, placeOfZip } from './offline.ts';

const BATCH = 500;

type Placement = { latitude?: number; longitude?: number; geoPrecision: string };

/**
 * Places the organisation's contacts not yet placed (`geo_precision` null: new, or address
 * changed): coordinates already given are `gps`; otherwise the ZIP centroid (`zip`), the city
 * (`city`), the configured geocoder (`geocoder`), or nothing (`none`, not tried again until the
 * address changes), at most `max`. Answers how many were looked at and whether more wait. Found
 * through a partial index: cheap when none are waiting. Idempotent: a crash leaves the rest waiting.
 */
export async function geocodePending(
  db: CrmDb,
  orgId: string,
  geocoder: Geocoder | null,
  max = Number.POSITIVE_INFINITY,
): Promise<{ done: number; more: boolean }> {
  let total = 0;
  for (;;) {
    if (total >= max) return { done: total, more: true };
    const rows = await forOrg(db, orgId)
      .selectFrom('crmContacts')
      .select(['id', 'street', 'city', 'state', 'zip', 'latitude', 'longitude'])
      .where('geoPrecision', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) return { done: total, more: false };
    total += rows.length;
    // Contacts placed alike (the same ZIP, city or nothing) are one UPDATE; a batch one transaction.
    const groups = new Map<string, { set: Placement; ids: string[] }>();
    for (const r of rows) {
      let set: Placement;
      if (r.latitude !== null && r.longitude !== null) set = { geoPrecision: 'gps' };
      else {
        const place = placeOfZip(r.zip) ?? placeOfCity(r.city, r.state);
        const found = place ?? (geocoder ? await geocoder(r) : null);
        set = found
          ? {
              latitude: found.latitude,
              longitude: found.longitude,
              geoPrecision: place?.precision ?? 'geocoder',
            }
          : { geoPrecision: 'none' };
      }
      const key = JSON.stringify(set);
      const g = groups.get(key);
      if (g) g.ids.push(r.id);
      else groups.set(key, { set, ids: [r.id] });
    }
    await db.transaction().execute(async (trx: CrmDb) => {
      // Not the contacts' updatedAt: placing them is not an edit by anyone.
      for (const { set, ids } of groups.values())
        await forOrg(trx, orgId).updateTable('crmContacts').set(set).where('id', 'in', ids).execute();
    });
    if (rows.length < BATCH) return { done: total, more: false };
  }
}
