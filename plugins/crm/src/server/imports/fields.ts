/** Fields an import may change on an existing contact (what undo restores). */
export const UPDATABLE = [
  'firstName',
  'lastName',
  'phone',
  'company',
  'source',
  'status',
  'value',
  'street',
  'city',
  'state',
  'zip',
  'tags',
] as const;
export type Updatable = (typeof UPDATABLE)[number];

/** Every column of a contact an import writes, in crm_contacts. */
export const CONTACT_COLUMNS = [
  'id',
  'orgId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'source',
  'status',
  'value',
  'lastContactedAt',
  'street',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  'tags',
  'emailKey',
  'lastKey',
  'nameKey',
  'importId',
  'createdAt',
  'updatedAt',
] as const;
