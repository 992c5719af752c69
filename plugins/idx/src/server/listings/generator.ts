import { createRequire } from 'node:module';
import type { ZipInfo } from 'zipcodes';
import type { ResoProperty } from './reso.ts';

/** The local feed's name, shown in attribution and RESO OriginatingSystemName. */
export const LOCAL_SYSTEM = 'EcoHub Local Listings';
/** Every generated timestamp counts from here, so a listing's fields never depend on the day. */
const EPOCH = Date.parse('2026-01-01T00:00:00Z');

const STREETS = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Willow',
  'Lakeview',
  'Hillcrest',
  'Sunset',
  'Meadow',
  'River',
  'Park',
];
const SUFFIXES = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Way', 'Blvd'];
const TYPES = ['Residential', 'Residential', 'Residential', 'Residential Income', 'Land', 'Commercial Sale'];
const AGENTS = ['Ava Martinez', 'Noah Kim', 'Mia Johnson', 'Liam Patel', 'Emma Brown'];
const OFFICES = ['Harbor Realty', 'Summit Homes Group', 'Keystone Properties'];

/** 32-bit FNV-1a: the seed of one listing from its index and market. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny deterministic PRNG. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** zipcodes (its whole table parsed at load) is required when listings are generated, not at start. */
type Zipcodes = typeof import('zipcodes').default;
let table: Zipcodes | undefined;
const zipcodes = () => (table ??= createRequire(import.meta.url)('zipcodes') as Zipcodes);

const zipCache = new Map<string, ZipInfo[]>();
/** The state's real ZIP codes (zipcodes 8.0.0), in ZIP order so every process picks the same ones. */
export function zipsOf(state: string): ZipInfo[] {
  let zips = zipCache.get(state);
  if (!zips) {
    zips = zipcodes()
      .lookupByState(state)
      .filter((z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
      .sort((a, b) => a.zip.localeCompare(b.zip));
    if (zips.length === 0) throw new Error(`No ZIP codes for the state ${state}`);
    zipCache.set(state, zips);
  }
  return zips;
}

/**
 * Listing `index` of the local feed for a state: the same record on every run and machine, on a
 * real ZIP centroid, with three generated images (served as SVG by GET /api/idx/media/…).
 */
export function generateListing(state: string, index: number): ResoProperty {
  const r = rng(hash(`${state}:${index}`));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const zips = zipsOf(state);
  const zip = zips[Math.floor(r() * zips.length)] as ZipInfo;
  const key = `L${state}${String(index + 1).padStart(6, '0')}`;
  const beds = 1 + Math.floor(r() * 5);
  const baths = Math.max(1, beds - Math.floor(r() * 2));
  const sqft = 600 + beds * 350 + Math.floor(r() * 900);
  const price = Math.round(((90 + r() * 260) * sqft) / 1000) * 1000;
  const roll = r();
  const status = roll < 0.8 ? 'Active' : roll < 0.93 ? 'Pending' : 'Closed';
  const street = `${100 + Math.floor(r() * 9800)} ${pick(STREETS)} ${pick(SUFFIXES)}`;
  const modified = new Date(EPOCH + index * 3_600_000).toISOString();
  const type = pick(TYPES);
  const photos = 3;
  return {
    ListingKey: key,
    ListingId: `${state}${100000 + index}`,
    StandardStatus: status,
    ListPrice: price,
    UnparsedAddress: `${street}, ${zip.city}, ${zip.state} ${zip.zip}`,
    City: zip.city,
    StateOrProvince: zip.state,
    PostalCode: zip.zip,
    Latitude: zip.latitude,
    Longitude: zip.longitude,
    BedroomsTotal: beds,
    BathroomsTotalInteger: baths,
    LivingArea: sqft,
    PropertyType: type,
    PublicRemarks: `${beds}-bedroom ${type.toLowerCase()} home of ${sqft.toLocaleString('en-US')} sq ft in ${zip.city}, close to schools, parks and shopping.`,
    ListOfficeName: pick(OFFICES),
    ListAgentFullName: pick(AGENTS),
    OriginatingSystemName: LOCAL_SYSTEM,
    ModificationTimestamp: modified,
    Media: Array.from({ length: photos }, (_, n) => ({
      MediaKey: `${key}-${n + 1}`,
      MediaURL: `/api/idx/media/${key}-${n + 1}.svg`,
      Order: n + 1,
      MediaCategory: 'Photo',
    })),
    OpenHouse:
      index % 3 === 0
        ? [
            {
              OpenHouseKey: `${key}-OH1`,
              OpenHouseStartTime: new Date(EPOCH + (index + 48) * 3_600_000).toISOString(),
              OpenHouseEndTime: new Date(EPOCH + (index + 50) * 3_600_000).toISOString(),
              OpenHouseRemarks: 'Open house, no appointment needed.',
            },
          ]
        : [],
  };
}

/** The first `count` listings of the state's local feed. */
export const generateListings = (state: string, count: number): ResoProperty[] =>
  Array.from({ length: count }, (_, i) => generateListing(state, i));
