import { forOrg, type JobRun, newId, toIso } from '@ecohub/core';
import {
  CONTACT_TYPES,
  type ContactType,
  GEOFENCE_RADIUS_MILES,
  type GeoPrecision,
  type LocationAlert,
  type LocationUpdate,
  type LocationUpdateResult,
  type NearbyContact,
} from '../../shared/index.ts';
import type { CrmHub } from '../hub.ts';
import { milesBetween } from './distance.ts';
import { geocodePending } from './geocode-pending.ts';
import { httpGeocoder } from './geocoder.ts';
import { type Candidate, nearbyCandidates } from './nearby-query.ts';
import { nearestPlace } from './offline.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

export const GEOCODE_JOB = 'crm.location-geocode';
/** Contacts placed within a request before it answers; more go to the job. */
const IN_REQUEST = 1000;

/** A contact's type (spec 001 §3): the first of its tags that names one. */
function contactType(tags: string): ContactType | null {
  let list: unknown = [];
  try {
    list = JSON.parse(tags);
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  for (const t of list) {
    const k = String(t).trim().toLowerCase();
    if ((CONTACT_TYPES as readonly string[]).includes(k)) return k as ContactType;
  }
  return null;
}

/** Where the contact is known to be: its address, else the place nearest its coordinates. */
function knownLocation(c: Candidate): string {
  const cityLine = [c.city, [c.state, c.zip].filter(Boolean).join(' ')].filter((s) => s?.trim()).join(', ');
  const address = [c.street, cityLine].filter((s) => s?.trim()).join(', ');
  return address || (nearestPlace(Number(c.latitude), Number(c.longitude))?.label ?? '');
}

const coordinates = (lat: number, lon: number) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/** Geofencing (spec 001 §2.4): nearby contacts, location updates with their alerts. */
export function locationService(hub: CrmHub) {
  const candidates = nearbyCandidates(hub.db, hub.dialect);
  const geocoder = hub.settings.CRM_GEOCODER_URL
    ? httpGeocoder(hub.outbound, hub.settings.CRM_GEOCODER_URL)
    : null;

  /**
   * Places waiting contacts before an answer: a few in the request; many (an import) are left to
   * the geocoding job, one per organisation at a time, and appear as it places them.
   */
  async function placePending(orgId: string) {
    const { more } = await geocodePending(hub.db, orgId, geocoder, IN_REQUEST);
    if (more)
      await hub.jobs.enqueue(GEOCODE_JOB, {}, { orgId, uniqueKey: `crm-geocode:${orgId}`, maxAttempts: 3 });
  }

  async function nearby(orgId: string, lat: number, lon: number, miles: number): Promise<NearbyContact[]> {
    await placePending(orgId);
    const found: NearbyContact[] = [];
    for (const c of await candidates(orgId, lat, lon, miles)) {
      const la = Number(c.latitude);
      const lo = Number(c.longitude);
      const d = milesBetween(lat, lon, la, lo);
      if (d > miles) continue;
      found.push({
        id: c.id,
        first_name: c.firstName,
        last_name: c.lastName,
        company: c.company,
        email: c.email,
        contact_type: contactType(c.tags),
        last_known_location: knownLocation(c),
        distance_miles: round2(d),
        latitude: la,
        longitude: lo,
        precision: c.geoPrecision as GeoPrecision | null,
      });
    }
    return found.sort((a, b) => a.distance_miles - b.distance_miles || a.id.localeCompare(b.id));
  }

  return {
    nearby,
    /** The geocoding job: every waiting contact of the organisation, progress per batch. */
    async job(run: JobRun) {
      const orgId = run.orgId;
      if (!orgId) throw new Error('The geocoding job needs an organisation');
      let done = 0;
      for (;;) {
        run.signal.throwIfAborted();
        const r = await geocodePending(hub.db, orgId, geocoder, IN_REQUEST);
        done += r.done;
        await run.progress({ done, total: done + (r.more ? IN_REQUEST : 0) });
        if (!r.more) return { placed: done };
      }
    },

    /**
     * The user's position: the nearest place (offline), and an alert for each contact within the
     * geofence radius not yet alerted to this user today (UTC day).
     */
    async update(orgId: string, userKey: string, u: LocationUpdate): Promise<LocationUpdateResult> {
      const place = nearestPlace(u.latitude, u.longitude);
      const address = place ? place.label : coordinates(u.latitude, u.longitude);
      const now = hub.clock.now();
      const day = toIso(now).slice(0, 10);
      const alerts: LocationAlert[] = [];
      for (const c of await nearby(orgId, u.latitude, u.longitude, GEOFENCE_RADIUS_MILES)) {
        const name = `${c.first_name} ${c.last_name}`.trim() || c.email || 'A contact';
        const message = `${name}${c.company ? ` (${c.company})` : ''} is ${c.distance_miles} miles away`;
        const id = newId();
        const inserted = await forOrg(hub.db, orgId)
          .insertInto('crmLocationAlerts', {
            id,
            userKey,
            contactId: c.id,
            day,
            message,
            distanceMiles: c.distance_miles,
            createdAt: toIso(now),
          })
          .onConflict((oc) => oc.columns(['orgId', 'userKey', 'contactId', 'day']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
          alerts.push({ id, contactId: c.id, message, distance: c.distance_miles });
      }
      return {
        location: { address, latitude: u.latitude, longitude: u.longitude, accuracy: u.accuracy ?? null },
        alerts,
      };
    },
  };
}

export type LocationService = ReturnType<typeof locationService>;
