/** iphone-sync's tables as queries see them (camelCase); all carry `orgId` (forOrg). */
export interface IphoneTables {
  iphoneDeviceTokens: {
    id: string;
    orgId: string;
    userId: string;
    name: string;
    /** SHA-256 (hex) of the token: the token itself is shown once and never stored. */
    tokenHash: string;
    prefix: string;
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
  };
  iphoneSyncRecords: {
    id: string;
    orgId: string;
    deviceId: string | null;
    syncType: string;
    itemCount: number;
    /** 0 while the job runs (Processing), 1 once done (Processed). */
    processed: number;
    jobId: string | null;
    /** JSON SyncResult, once processed. */
    result: string | null;
    error: string | null;
    createdAt: string;
    processedAt: string | null;
  };
  /** One row per call or message ever stored: the key makes a repeated post store nothing twice. */
  iphoneSeenItems: {
    id: string;
    orgId: string;
    dedupeKey: string;
    kind: string;
    recordId: string;
    contactId: string | null;
    /** Null while claimed and not yet written (a retried job finishes it). */
    activityId: string | null;
    createdAt: string;
  };
  /**
   * The CardDAV address book's view of each CRM contact: its file name, UID and ETag, and `seq`,
   * the organisation's change counter when it last changed (RFC 6578 sync tokens are counters).
   */
  iphoneCards: {
    id: string;
    orgId: string;
    /** The resource name under the address book, e.g. `<uuid>.vcf` (the client's, for its cards). */
    name: string;
    contactId: string;
    uid: string;
    etag: string;
    seq: number;
    /** 1 once the contact is gone: reported as removed to clients that sync past it. */
    deleted: number;
    /** The contact's updatedAt when the card was last rendered or written. */
    contactUpdatedAt: string;
    /** The vCard as the phone sent it, served while the contact is unchanged (keeps fields the CRM has no column for). */
    vcard: string | null;
    createdAt: string;
  };
}
