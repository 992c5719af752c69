/**
 * The English lines of the CRM's activity types (i18next format; ActivityMessages). The web
 * translates them (`crm:activityLines.*`); the server renders them into the API's `description`.
 */
export const crmActivityMessages = {
  contact_added: 'Contact added: {{name}}',
  contact_added_source: 'Contact added: {{name}} ({{source}})',
  contact_updated: 'Contact updated: {{name}} ({{fields, contactFields}})',
  contact_updated_qualified: 'Contact updated: {{name}} is now qualified',
  contact_updated_customer: 'Contact updated: {{name}} is now a customer',
  contact_updated_lost: 'Contact updated: {{name}} is now lost',
  contact_deleted: 'Contact deleted: {{name}}',
  contacts_merged: 'Merged {{duplicate}} into {{name}}',
  users_integrated_one: 'Integrated {{count, number}} user as a contact',
  users_integrated_other: 'Integrated {{count, number}} users as contacts',
  data_collected:
    'Collected from {{apps, number}} apps: {{created, number}} new contacts, {{updated, number}} updated',
  import_completed:
    'Imported {{filename}}: {{created, number}} created, {{updated, number}} updated, {{failed, number}} failed',
  import_undone: 'Undid import {{filename}}: {{removed, number}} removed, {{restored, number}} restored',
  email_received: 'Email from {{from}}: {{subject}}',
  email_received_noSubject: 'Email from {{from}} (no subject)',
  email_sent: 'Email to {{to}}: {{subject}}',
  email_sent_noSubject: 'Email to {{to}} (no subject)',
};

/**
 * The contact fields an update names (`{{fields, contactFields}}`: a comma-separated list of keys),
 * in English; the web translates them (`crm:contactFieldNames.*`) and joins them with Intl.ListFormat.
 */
export const crmContactFieldNames = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  source: 'source',
  status: 'status',
  value: 'value',
  lastContactedAt: 'last contact',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  tags: 'tags',
};

/** `{{fields, contactFields}}`: 'status,lastName' → 'status and last name' with the names of `lng`. */
export function contactFieldList(
  value: unknown,
  lng: string | undefined,
  name: (field: string) => string,
): string {
  const fields = String(value ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return new Intl.ListFormat(lng, { type: 'conjunction' }).format(fields.map(name));
}
