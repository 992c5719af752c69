import type { ColumnType, Generated } from 'kysely';
import type { EmailTables } from './email/db.ts';

/** A bigint column: PostgreSQL answers it as a string (read it with `num`), both take a number. */
type BigInt = ColumnType<number | string, number | undefined, number>;

/**
 * The CRM's tables as queries see them (camelCase, through CamelCasePlugin; `Generated` where the
 * database has a default). `forOrg` accepts those with `orgId`; the import's side tables
 * (files, failures, changes) hang off an import and are reached through it.
 */
export interface CrmTables extends EmailTables {
  crmContacts: {
    id: string;
    orgId: string;
    firstName: Generated<string>;
    lastName: Generated<string>;
    email: Generated<string>;
    /** Lower-cased email, null when there is none: unique per organisation. */
    emailKey: string | null;
    phone: Generated<string>;
    company: Generated<string>;
    source: Generated<string>;
    status: Generated<string>;
    /** Minor units. */
    value: BigInt;
    lastContactedAt: string | null;
    street: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    latitude: number | null;
    longitude: number | null;
    /** How the coordinates were found: zip, city, gps (given), geocoder, none; null = not yet (location/). */
    geoPrecision: string | null;
    /** JSON array of strings. */
    tags: Generated<string>;
    /** Folded (no case, no accents) last name and "first last": prefix search and name order. */
    lastKey: Generated<string>;
    nameKey: Generated<string>;
    /** The CSV import that created the contact (its undo removes it). */
    importId: string | null;
    createdAt: string;
    updatedAt: string;
  };
  crmActivities: {
    id: string;
    orgId: string;
    type: string;
    description: string;
    /** JSON of the message's values (ActivityParams); null on rows recorded before. */
    params: string | null;
    contactId: string | null;
    actorId: string | null;
    createdAt: string;
  };
  crmImports: {
    id: string;
    orgId: string;
    jobId: string | null;
    filename: string;
    /** JSON: the file's header cells, and the mapping the caller gave. */
    headers: string;
    mapping: string;
    status: string;
    totalRows: number;
    /**
     * Unused since the counters live in the import job (its checkpoint and progress): imports of
     * an earlier version keep theirs here.
     */
    processedRows: Generated<number>;
    successfulImports: Generated<number>;
    failedImports: Generated<number>;
    createdCount: Generated<number>;
    updatedCount: Generated<number>;
    createdBy: string | null;
    createdAt: string;
    finishedAt: string | null;
    undoneAt: string | null;
    /** The undo under way: who holds it, until when, the last contact restored, its totals. */
    undoOwner: string | null;
    undoLeaseUntil: string | null;
    undoCursor: string | null;
    undoRemoved: Generated<number>;
    undoRestored: Generated<number>;
  };
  /** The CSV text until its import completes (a resumed job parses it again). */
  crmImportFiles: { importId: string; csvData: string };
  crmImportFailures: { importId: string; rowNumber: number; reason: string; data: string };
  /** Fields an import changed on contacts that existed before (JSON): what undo restores. */
  crmImportChanges: { importId: string; contactId: string; previous: string; applied: string };
  /** Geofence alerts (location/): one per user, contact and day. */
  crmLocationAlerts: {
    id: string;
    orgId: string;
    userKey: string;
    contactId: string;
    day: string;
    message: string;
    distanceMiles: number;
    createdAt: string;
  };
  crmSources: {
    id: string;
    orgId: string;
    name: string;
    nameKey: string;
    audience: string;
    platform: string;
    category: string;
    description: Generated<string>;
    url: Generated<string>;
    collectUrl: string | null;
    createdAt: string;
  };
  crmCollectionRuns: {
    id: string;
    orgId: string;
    jobId: string | null;
    kind: string;
    status: string;
    /** JSON: the apps to collect from, `{ name, collectUrl }`. */
    apps: string;
    /** Unused since the counters live in the collection job (its checkpoint and progress). */
    doneApps: Generated<number>;
    totalContacts: Generated<number>;
    createdCount: Generated<number>;
    updatedCount: Generated<number>;
    /** JSON: `[{ app, message }]`, an app that could not be collected. */
    errors: Generated<string>;
    createdAt: string;
    finishedAt: string | null;
  };
}
