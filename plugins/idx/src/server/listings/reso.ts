import type { ListingStatus } from '../../shared/constants.ts';

/** A RESO Data Dictionary 2.0 Property record, as the Web API sends it (with `$expand=Media,OpenHouse`). */
export interface ResoProperty {
  ListingKey: string;
  ListingId?: string | null;
  StandardStatus: string;
  ListPrice: number;
  UnparsedAddress?: string | null;
  City?: string | null;
  StateOrProvince?: string | null;
  PostalCode?: string | null;
  Latitude?: number | null;
  Longitude?: number | null;
  BedroomsTotal?: number | null;
  BathroomsTotalInteger?: number | null;
  LivingArea?: number | null;
  PropertyType?: string | null;
  PublicRemarks?: string | null;
  ListOfficeName?: string | null;
  ListAgentFullName?: string | null;
  OriginatingSystemName?: string | null;
  ModificationTimestamp: string;
  Media?: ResoMedia[] | null;
  OpenHouse?: ResoOpenHouse[] | null;
}

export interface ResoMedia {
  MediaKey: string;
  MediaURL: string;
  Order?: number | null;
  MediaCategory?: string | null;
}

export interface ResoOpenHouse {
  OpenHouseKey: string;
  OpenHouseStartTime: string;
  OpenHouseEndTime: string;
  OpenHouseRemarks?: string | null;
}

/** The spec's three listing statuses (§3) from RESO StandardStatus. */
export function specStatus(standardStatus: string): ListingStatus {
  if (standardStatus === 'Active') return 'for_sale';
  if (standardStatus === 'Pending' || standardStatus === 'Active Under Contract') return 'pending';
  return 'other';
}

/** RESO StandardStatus values that count as on the market for the public sites. */
export const ON_MARKET = ['Active', 'Active Under Contract', 'Pending'];
