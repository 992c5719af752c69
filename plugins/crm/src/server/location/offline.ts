import { createRequire } from 'node:module';
import type { ZipInfo } from 'zipcodes';
import { milesBetween } from './distance.ts';

/** zipcodes (its whole table parsed at load) is required on first use, not with the plugin. */
type Zipcodes = typeof import('zipcodes').default;
let table: Zipcodes | undefined;
const zipcodes = () => (table ??= createRequire(import.meta.url)('zipcodes') as Zipcodes);

/**
 * Offline geography from zipcodes 8.0.0 (US ZIP centroids, with Canadian FSAs, inside the npm
 * package): nothing leaves the machine.
 */
export interface Place {
  latitude: number;
  longitude: number;
  precision: 'zip' | 'city';
}

/** The centroid of a ZIP (its first five digits; ZIP+4 accepted). */
export function placeOfZip(zip: string | null | undefined): Place | null {
  const five = zip?.trim().match(/^(\d{5})(?:-\d{4})?$/)?.[1];
  const z = five ? zipcodes().lookup(five) : undefined;
  return z ? { latitude: z.latitude, longitude: z.longitude, precision: 'zip' } : null;
}

/** A city by name and state: the mean of its ZIP centroids. */
export function placeOfCity(city: string | null | undefined, state: string | null | undefined): Place | null {
  if (!city?.trim() || !state?.trim()) return null;
  const zips = zipcodes().lookupByName(city.trim(), state.trim().toUpperCase());
  if (!zips.length) return null;
  const mean = (f: (z: ZipInfo) => number) => zips.reduce((s, z) => s + f(z), 0) / zips.length;
  return {
    latitude: Math.round(mean((z) => z.latitude) * 1e6) / 1e6,
    longitude: Math.round(mean((z) => z.longitude) * 1e6) / 1e6,
    precision: 'city',
  };
}

/** Coarse cells of 1 degree holding their ZIPs: the nearest ZIP without a scan of all of them. */
let grid: Map<string, ZipInfo[]> | null = null;
const cell = (lat: number, lon: number) => `${Math.floor(lat)}:${Math.floor(lon)}`;

function zipGrid() {
  if (grid) return grid;
  grid = new Map();
  for (const z of Object.values(zipcodes().codes)) {
    if (typeof z.latitude !== 'number' || typeof z.longitude !== 'number') continue;
    const k = cell(z.latitude, z.longitude);
    const list = grid.get(k);
    if (list) list.push(z);
    else grid.set(k, [z]);
  }
  return grid;
}

/**
 * Reverse geocoding to the nearest ZIP centroid ("Beverly Hills, CA 90210"), searched in rings of
 * grid cells; null when no ZIP lies within about 3 degrees (outside the US and Canada).
 */
export function nearestPlace(lat: number, lon: number): { label: string; miles: number } | null {
  const g = zipGrid();
  let best: { z: ZipInfo; d: number } | null = null;
  const la = Math.floor(lat);
  const lo = Math.floor(lon);
  for (let ring = 0; ring <= 3; ring++) {
    for (let i = -ring; i <= ring; i++)
      for (let j = -ring; j <= ring; j++) {
        if (Math.max(Math.abs(i), Math.abs(j)) !== ring) continue;
        for (const z of g.get(`${la + i}:${lo + j}`) ?? []) {
          const d = milesBetween(lat, lon, z.latitude, z.longitude);
          if (!best || d < best.d) best = { z, d };
        }
      }
    // A ZIP found in this ring may still lose to one in the next (cells are not circles): one more.
    if (best && ring >= 1) break;
  }
  const found = best as { z: ZipInfo; d: number } | null;
  if (!found) return null;
  const { z, d } = found;
  return { label: `${z.city}, ${z.state} ${z.zip}`, miles: d };
}
