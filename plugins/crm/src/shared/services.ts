// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { Activity, ActivityInput } from './activity.ts';
import type { Contact, ContactInput, ContactPatch, ContactStatus } from './contact.ts';
import type { SourceInput } from './sources.ts';

/** A contact in the light shape other plugins list (cross-sales' opportunities). */
export interface ContactPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  source: string;
  status: string;
  lastContactedAt: string | null;
  updatedAt: string;
}

/** Which contacts a marketing list takes: every given criterion must hold. */
export interface AudienceFilter {
  source?: string;
  status?: ContactStatus;
  tag?: string;
}

export interface AudienceContact {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  source: string;
  status: ContactStatus;
  /** Minor units (cents). */
  value: number;
  tags: string[];
}

/** What the CRM offers plugins that depend on it (`dependsOn: [crmService]`, `hub.use(crmService)`). */
export interface CrmServices {
  contacts: {
    get(orgId: string, id: string): Promise<Contact | null>;
    count(orgId: string): Promise<number>;
    /** Every contact of the organisation (at most 50,000, newest first), light shape. */
    people(orgId: string): Promise<ContactPerson[]>;
    /** The organisation's contact with this email (compared case-insensitively), or null. */
    findByEmail(orgId: string, email: string): Promise<Contact | null>;
    /** The organisation's contacts whose phone is exactly one of these strings (at most 20), oldest first. */
    findByPhone(orgId: string, phones: string[]): Promise<Contact[]>;
    /** The organisation's contacts, oldest first, at most `limit` (default 10,000): an address book's contents. */
    all(orgId: string, limit?: number): Promise<Contact[]>;
    /** The contacts with an email that match the filter, oldest first. */
    audience(orgId: string, filter?: AudienceFilter): Promise<AudienceContact[]>;
    /** Checks the plan limit and records a `contact_added` activity; 409 on a duplicate email. */
    create(orgId: string, input: ContactInput, actorId?: string | null): Promise<Contact>;
    update(orgId: string, id: string, patch: ContactPatch, actorId?: string | null): Promise<Contact>;
    remove(orgId: string, id: string, actorId?: string | null): Promise<void>;
    /** The primary keeps its values, takes the duplicate's where empty, joins tags and history. */
    merge(orgId: string, primaryId: string, duplicateId: string, actorId?: string | null): Promise<Contact>;
  };
  activities: {
    record(orgId: string, input: ActivityInput & { actorId?: string | null }): Promise<Activity>;
  };
  /** The data sources collection pulls from (a plugin's demo seed adds its own). */
  sources: {
    list(orgId: string): Promise<Array<{ name: string; collectUrl: string | null }>>;
    /** 409 when the organisation already has a source of that name. */
    create(orgId: string, input: SourceInput): Promise<void>;
  };
}

/** Import this ref, list it in `dependsOn`, and `hub.use(crmService)` is typed as CrmServices. */
export const crmService = serviceRef<CrmServices>('crm');
