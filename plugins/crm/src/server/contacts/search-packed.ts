import { sql } from 'kysely';
import type { Contact } from '../../shared/index.ts';
import { toContact } from './row.ts';

/**
 * The columns a contact is answered from, packed by SQLite into one JSON array per row: one
 * string costs far less to hand to JavaScript than a row of nineteen columns. The numbers come as
 * their own columns (SQLite's JSON keeps only 15 digits of a REAL); `k` is the name key for a
 * cursor in name order. `unpack` makes the contact of it with toContact, as everywhere else.
 */
const PACKED = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'source',
  'status',
  'last_contacted_at',
  'street',
  'city',
  'state',
  'zip',
  'tags',
  'created_at',
  'updated_at',
] as const;

/** The packed columns of table alias `t`, with the name key when the list sorts by `column` name_key. */
export const packed = (t: string, column: string) =>
  sql.raw(
    `json_array(${PACKED.map((c) => `${t}.${c}`).join(', ')}) as j, ${t}.value as v, ${t}.latitude as la, ${t}.longitude as lo${column === 'name_key' ? `, ${t}.name_key as k` : ''}`,
  );

export interface PackedRow {
  j: string;
  v: unknown;
  la: unknown;
  lo: unknown;
  k?: string;
}

export function unpack(row: PackedRow): Contact {
  const a = JSON.parse(row.j) as unknown[];
  return toContact({
    id: a[0],
    firstName: a[1],
    lastName: a[2],
    email: a[3],
    phone: a[4],
    company: a[5],
    source: a[6],
    status: a[7],
    value: row.v,
    lastContactedAt: a[8],
    street: a[9],
    city: a[10],
    state: a[11],
    zip: a[12],
    latitude: row.la,
    longitude: row.lo,
    tags: a[13],
    createdAt: a[14],
    updatedAt: a[15],
  });
}
