import { fromJson, num, toJson } from '@ecohub/core';
import type { Contact, ContactData, ContactStatus } from '../../shared/index.ts';

/** Columns a user can set; the keys (email_key, name_key, search_text) are derived from them. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  source: string;
  status: ContactStatus;
  value: number;
  lastContactedAt: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  tags: string;
  /** Cleared when the address or coordinates change: location/geocode.ts finds them again. */
  geoPrecision?: null;
}

// toLowerCase is Unicode-aware (É → é), unlike SQLite's lower(): keys are computed here, never in SQL.
export const fold = (s: string): string => s.normalize('NFC').toLowerCase();

/** Search folding: lower case without diacritics, so "GARCIA", "garcía" and "García" meet. */
export const searchFold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/đ/g, 'd')
    .replace(/ß/g, 'ss')
    .trim();

export function derivedKeys(v: Pick<ContactValues, 'firstName' | 'lastName' | 'email'>) {
  const email = fold(v.email.trim());
  return {
    emailKey: email === '' ? null : email,
    lastKey: searchFold(v.lastName),
    nameKey: searchFold(`${v.firstName} ${v.lastName}`),
  };
}

export function valuesFromData(d: ContactData): ContactValues {
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phone: d.phone,
    company: d.company,
    source: d.source,
    status: d.status,
    value: d.value,
    lastContactedAt: d.lastContactedAt,
    street: d.address?.street ?? null,
    city: d.address?.city ?? null,
    state: d.address?.state ?? null,
    zip: d.address?.zip ?? null,
    latitude: d.latitude,
    longitude: d.longitude,
    tags: toJson(uniqueTags(d.tags)),
  };
}

/** A patch of API fields as column values (address and tags flattened). */
export function valuesFromPatch(p: Partial<ContactData>): Partial<ContactValues> {
  const { address, tags, ...rest } = p;
  const out: Partial<ContactValues> = { ...rest };
  if (address !== undefined) {
    out.street = address?.street ?? null;
    out.city = address?.city ?? null;
    out.state = address?.state ?? null;
    out.zip = address?.zip ?? null;
  }
  if (tags !== undefined) out.tags = toJson(uniqueTags(tags));
  // New address, no coordinates given: the old ones (found from the old address) go.
  if (address !== undefined && rest.latitude === undefined) {
    out.latitude = null;
    out.longitude = null;
  }
  if (address !== undefined || rest.latitude !== undefined || rest.longitude !== undefined)
    out.geoPrecision = null;
  return out;
}

export const uniqueTags = (tags: string[]): string[] => [
  ...new Set(tags.map((t) => t.trim()).filter(Boolean)),
];

export function toContact(r: any): Contact {
  const hasAddress = r.street || r.city || r.state || r.zip;
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    company: r.company,
    source: r.source,
    status: r.status,
    value: num(r.value),
    lastContactedAt: r.lastContactedAt ?? null,
    address: hasAddress
      ? { street: r.street ?? '', city: r.city ?? '', state: r.state ?? '', zip: r.zip ?? '' }
      : null,
    latitude: r.latitude === null || r.latitude === undefined ? null : Number(r.latitude),
    longitude: r.longitude === null || r.longitude === undefined ? null : Number(r.longitude),
    tags: fromJson<string[]>(r.tags, []),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export const contactName = (c: { firstName: string; lastName: string; email: string }): string =>
  `${c.firstName} ${c.lastName}`.trim() || c.email;
