import type { OutboundClient } from '@ecohub/core';
import { z } from 'zod';

const answerSchema = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number() }));

export interface GeocoderAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/**
 * The optional geocoder (CRM_GEOCODER_URL): a Nominatim-compatible search, asked only for the
 * addresses the offline data cannot place, through core's outbound client. A failure places
 * nothing (the contact keeps precision `none`), it never fails the caller.
 */
export function httpGeocoder(outbound: OutboundClient, baseUrl: string) {
  return async (a: GeocoderAddress): Promise<{ latitude: number; longitude: number } | null> => {
    const q = [a.street, a.city, a.state, a.zip].filter((s) => s?.trim()).join(', ');
    if (!q) return null;
    const url = new URL(baseUrl);
    url.searchParams.set('q', q);
    url.searchParams.set('format', 'json');
    url.searchParams.set('limit', '1');
    try {
      const res = await outbound.request(url, { headers: { accept: 'application/json' }, timeoutMs: 10_000 });
      if (res.status !== 200) return null;
      const first = answerSchema.safeParse(res.json()).data?.[0];
      if (!first || Math.abs(first.lat) > 90 || Math.abs(first.lon) > 180) return null;
      return { latitude: first.lat, longitude: first.lon };
    } catch {
      return null;
    }
  };
}

export type Geocoder = ReturnType<typeof httpGeocoder>;
