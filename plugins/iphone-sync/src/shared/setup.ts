/** GET /api/iphone/setup. */
export interface SetupInfo {
  /** The CardDAV address book's root path (the Contacts account's server), or null when it is off. */
  carddav: string | null;
}
