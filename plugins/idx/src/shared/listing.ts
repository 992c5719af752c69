import { z } from 'zod';
import type { ListingStatus } from './constants.ts';

/**
 * One listing as the API answers: the spec's listing (§3: id, address, price, bedrooms, bathrooms,
 * sqft, status, images, lead_captures) beside the RESO Data Dictionary names it comes from.
 */
export interface Listing {
  id: string;
  /** RESO ListingKey. */
  listingKey: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  /** Whole dollars (RESO ListPrice). */
  price: number;
  bedrooms: number;
  bathrooms: number;
  sqft: number;
  status: ListingStatus;
  /** RESO StandardStatus as received. */
  standardStatus: string;
  propertyType: string;
  remarks: string;
  images: string[];
  lead_captures: number;
  listOfficeName: string;
  listAgentFullName: string;
  originatingSystemName: string;
  modificationTimestamp: string;
  openHouses: Array<{ start: string; end: string; remarks: string }>;
}

const optionalInt = z.coerce.number().int().min(0).max(1e9).optional();

/** Search filters (public search page and GET /api/idx/listings). Empty strings count as unset. */
export const listingSearchSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '' && x !== undefined))
      : v,
  z.object({
    q: z.string().trim().max(100).optional(),
    minPrice: optionalInt,
    maxPrice: optionalInt,
    beds: z.coerce.number().int().min(0).max(20).optional(),
    baths: z.coerce.number().int().min(0).max(20).optional(),
    status: z.enum(['for_sale', 'pending', 'other']).optional(),
    /** Map search: `minLon,minLat,maxLon,maxLat` (WGS84 degrees). */
    bbox: z
      .string()
      .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, 'Four numbers: minLon,minLat,maxLon,maxLat')
      .refine((v) => {
        const [a, b, c, d] = v.split(',').map(Number) as [number, number, number, number];
        return a < c && b < d && a >= -180 && c <= 180 && b >= -90 && d <= 90;
      }, 'The box must have minLon < maxLon and minLat < maxLat, within the globe')
      .optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  }),
);
export type ListingSearch = z.output<typeof listingSearchSchema>;

export interface ListingsResponse {
  listings: Listing[];
  total: number;
  lastUpdatedAt: string | null;
  feed: { source: 'local' | 'odata'; attribution: string };
}
