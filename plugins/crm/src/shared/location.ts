import { z } from 'zod';

/** Spec 001 §9: geofence radius in miles, refresh period, fix time-out, cached position ages, alerts shown. */
export const GEOFENCE_RADIUS_MILES = 5;
export const LOCATION_REFRESH_MS = 120_000;
export const LOCATION_TIMEOUT_MS = 10_000;
export const FIRST_FIX_MAX_AGE_MS = 300_000;
export const UPDATE_MAX_AGE_MS = 60_000;
export const ALERTS_SHOWN = 5;
/** 'Contact Nearby!' stays this long (spec 001 §8). */
export const NEARBY_TOAST_MS = 10_000;
/** The largest radius a nearby search answers (miles). */
export const MAX_RADIUS_MILES = 100;

/** Spec 001 §3: a nearby contact's type, read from the contact's tags. */
export const CONTACT_TYPES = ['buyer', 'seller', 'investor', 'realtor', 'friend', 'family'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** How a contact's coordinates were found. */
export const GEO_PRECISIONS = ['gps', 'zip', 'city', 'geocoder', 'none'] as const;
export type GeoPrecision = (typeof GEO_PRECISIONS)[number];

export const locationUpdateSchema = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracy: z.number().min(0).max(1_000_000).nullish(),
  })
  .strict();
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;

export const nearbyQuerySchema = z
  .object({
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
    radius: z.coerce.number().positive().max(MAX_RADIUS_MILES).default(GEOFENCE_RADIUS_MILES),
  })
  .strict();
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

/** Spec 001 §3 nearby contact (snake_case as the spec names it), with where it was placed. */
export interface NearbyContact {
  id: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  contact_type: ContactType | null;
  last_known_location: string;
  distance_miles: number;
  latitude: number;
  longitude: number;
  precision: GeoPrecision | null;
}

export interface LocationAlert {
  id: string;
  contactId: string;
  message: string;
  /** Miles. */
  distance: number;
}

/** Spec 001 §3 location update result. */
export interface LocationUpdateResult {
  location: { address: string; latitude: number; longitude: number; accuracy: number | null };
  alerts: LocationAlert[];
}
