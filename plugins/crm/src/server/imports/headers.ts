import type { ImportField } from '../../shared/index.ts';

const norm = (h: string): string =>
  h
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Headers of common exports, normalised (lower case, letters and digits only): Google Contacts
 * (old and new), Outlook, HubSpot, LinkedIn connections, and plain field names. Order matters: the
 * first non-empty column of a field wins on each row.
 */
const KNOWN: Record<ImportField, string[]> = {
  firstName: ['firstname', 'givenname', 'first', 'fname', 'forename'],
  lastName: ['lastname', 'familyname', 'surname', 'last', 'lname'],
  email: [
    'email',
    'emailaddress',
    'email1value',
    'e-mail',
    'email1',
    'primaryemail',
    'workemail',
    'email2value',
    'email2address',
    'email3address',
  ],
  phone: [
    'phone',
    'phonenumber',
    'phone1value',
    'mobilephone',
    'mobile',
    'mobilephonenumber',
    'businessphone',
    'homephone',
    'primaryphone',
    'phone2value',
  ],
  company: [
    'company',
    'companyname',
    'organization1name',
    'organizationname',
    'organization',
    'organisation',
  ],
  source: ['source', 'leadsource', 'originalsource'],
  status: ['status', 'lifecyclestage', 'leadstatus'],
  value: ['value', 'dealvalue', 'amount'],
  tags: ['tags', 'labels', 'groupmembership'],
  street: ['street', 'streetaddress', 'address1street', 'businessstreet', 'homestreet', 'address'],
  city: ['city', 'address1city', 'businesscity', 'homecity'],
  state: ['state', 'region', 'stateregion', 'address1region', 'businessstate', 'homestate', 'province'],
  zip: [
    'zip',
    'zipcode',
    'postalcode',
    'postcode',
    'address1postalcode',
    'businesspostalcode',
    'homepostalcode',
  ],
};

const LOOKUP = new Map<string, ImportField>();
for (const [field, names] of Object.entries(KNOWN) as [ImportField, string[]][])
  for (const n of names) LOOKUP.set(norm(n), field);

/** For each field, the column indexes that feed it, in priority order. */
export type ColumnMap = Partial<Record<ImportField, number[]>>;

/**
 * Maps header cells to fields: the explicit mapping first (by exact header text), then known
 * headers. Returns the columns per field and the header → field map that was used.
 */
export function mapHeaders(
  headers: string[],
  explicit: Record<string, ImportField> = {},
): { columns: ColumnMap; used: Record<string, ImportField> } {
  const columns: ColumnMap = {};
  const used: Record<string, ImportField> = {};
  const take = (field: ImportField, i: number) => {
    columns[field] = [...(columns[field] ?? []), i];
    used[headers[i]] = field;
  };
  const explicitKeys = new Map(Object.entries(explicit).map(([h, f]) => [h.trim(), f]));
  headers.forEach((h, i) => {
    const f = explicitKeys.get(h.trim());
    if (f) take(f, i);
  });
  headers.forEach((h, i) => {
    if (explicitKeys.has(h.trim())) return;
    const f = LOOKUP.get(norm(h));
    // An explicit mapping for a field replaces the automatic columns of that field.
    if (f && !Object.values(explicit).includes(f)) take(f, i);
  });
  return { columns, used };
}

/** Lifecycle stages of CRM exports (HubSpot and others) onto our four statuses. */
export function statusOf(v: string): 'lead' | 'qualified' | 'customer' | 'lost' | null {
  const s = norm(v);
  if (!s) return null;
  if (['customer', 'evangelist', 'won', 'closedwon', 'client'].includes(s)) return 'customer';
  if (['qualified', 'marketingqualifiedlead', 'salesqualifiedlead', 'opportunity', 'mql', 'sql'].includes(s))
    return 'qualified';
  if (['lost', 'closedlost', 'unqualified', 'disqualified'].includes(s)) return 'lost';
  if (['lead', 'subscriber', 'new', 'other', 'open'].includes(s)) return 'lead';
  return null;
}
