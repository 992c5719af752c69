import { forOrg } from '@ecohub/core';
import type { CrmDb } from '../hub.ts';
import type { Geocoder } from './geocoder.ts';
import { placeOfCity, placeOfZip } from './offline.ts';

const BATCH = 500;

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
    for (const r of rows) {
      let set: { latitude?: number; longitude?: number; geoPrecision: string };
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
      // Not the contact's updatedAt: placing it is not an edit by anyone.
      await forOrg(db, orgId).updateTable('crmContacts').set(set).where('id', '=', r.id).execute();
    }
    if (rows.length < BATCH) return { done: total, more: false };
  }
}
