import type { Generated } from 'kysely';

/** The IDX plugin's tables as queries see them (camelCase). Listing columns: RESO names. */
export interface IdxTables {
  idxWebsites: {
    id: string;
    orgId: string;
    name: string;
    domain: string;
    slug: string;
    template: string;
    status: string;
    mlsSync: number;
    aiMatchmaker: number;
    whiteLabel: number;
    /** The ecosystem application whose publishable key the pages' tracker uses. */
    appId: string | null;
    appKey: string | null;
    publishedAt: string | null;
    createdAt: string;
    updatedAt: string;
  };
  idxProperties: {
    id: string;
    orgId: string;
    listingKey: string;
    listingId: string;
    standardStatus: string;
    /** Whole dollars (RESO ListPrice). */
    listPrice: number | string | bigint;
    unparsedAddress: string;
    city: string;
    stateOrProvince: string;
    postalCode: string;
    latitude: number | null;
    longitude: number | null;
    bedroomsTotal: number;
    bathroomsTotalInteger: number;
    livingArea: number;
    propertyType: string;
    publicRemarks: string;
    listOfficeName: string;
    listAgentFullName: string;
    originatingSystemName: string;
    modificationTimestamp: string;
    /** When this hub first stored the listing: saved-search alerts mail listings first seen later. */
    firstSeenAt: string;
    leadCaptures: Generated<number>;
  };
  idxMedia: {
    orgId: string;
    mediaKey: string;
    listingKey: string;
    sortOrder: number;
    mediaUrl: string;
    mediaCategory: string;
  };
  idxOpenHouses: {
    orgId: string;
    openHouseKey: string;
    listingKey: string;
    startTime: string;
    endTime: string;
    remarks: Generated<string>;
  };
  idxLeads: {
    id: string;
    orgId: string;
    websiteId: string;
    listingKey: string | null;
    contactId: string | null;
    email: string;
    createdAt: string;
  };
  idxSavedSearches: {
    id: string;
    orgId: string;
    websiteId: string;
    email: string;
    name: string;
    /** JSON: SavedSearchCriteria */
    criteria: string;
    /** The secret of its alert mails' unsubscribe link. */
    unsubscribeToken: string | null;
    createdAt: string;
  };
  idxAlertsSent: {
    orgId: string;
    savedSearchId: string;
    listingKey: string;
    /** The price the last alert about this listing showed: a change is alerted once. */
    listPrice: number | string | bigint;
    sentAt: string;
  };
  idxSyncState: {
    orgId: string;
    source: string;
    /** The newest ModificationTimestamp replicated (the next `$filter=ModificationTimestamp gt`). */
    highWater: string | null;
    lastRunAt: string;
  };
}
