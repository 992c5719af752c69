import type { Dialect } from '@ecohub/core';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ContactListQuery, ContactPage, ContactSort } from '../../shared/index.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { fold, searchFold, toContact } from './row.ts';

const SORT_COLUMNS = {
  createdAt: 'createdAt',
  name: 'nameKey',
  value: 'value',
} as const;

function sortOf(sort: ContactSort) {
  const desc = sort.startsWith('-');
  const key = (desc ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  return { column: SORT_COLUMNS[key], desc };
}

/**
 * `q` as the start of the full name, the last name or the email: case- and accent-insensitive
 * ("garcia" finds "García"), answered from indexes at 100,000 contacts (no scan, no OFFSET).
 */
export function whereSearch(
  query: SelectQueryBuilder<any, any, any>,
  dialect: Dialect,
  q: string,
): SelectQueryBuilder<any, any, any> {
  const name = searchFold(q);
  const email = fold(q.trim());
  const terms: Array<[string, string]> = [
    ['nameKey', name],
    ['lastKey', name],
    ['emailKey', email],
  ];
  return query.where((eb) =>
    eb.or(
      terms.map(([col, v]) =>
        dialect === 'sqlite'
          ? // Binary collation: everything starting with v sorts between v and v + the last code point.
            eb.and([eb(col, '>=', v), eb(col, '<', `${v}\u{10FFFF}`)])
          : eb(col, 'like', `${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`),
      ),
    ),
  );
}

/** GET /api/contacts: filters, one of four sorts, keyset paging (no OFFSET scans). */
export async function listContacts(
  db: Kysely<any>,
  dialect: Dialect,
  orgId: string,
  q: ContactListQuery,
): Promise<ContactPage> {
  const { column, desc } = sortOf(q.sort);
  let query = db.selectFrom('crm_contacts').selectAll('crm_contacts').where('orgId', '=', orgId);
  if (q.source) query = query.where('source', '=', q.source);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.q) query = whereSearch(query, dialect, q.q);
  const after = decodeCursor(q.cursor);
  if (after) {
    const [v, id] = after;
    const op = desc ? '<' : '>';
    query = query.where((eb) => eb.or([eb(column, op, v), eb.and([eb(column, '=', v), eb('id', op, id)])]));
  }
  const dir = desc ? 'desc' : 'asc';
  const rows = await query
    .orderBy(column, dir)
    .orderBy('id', dir)
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit);
  const last = page.at(-1) as Record<string, unknown> | undefined;
  return {
    items: page.map(toContact),
    nextCursor: rows.length > q.limit && last ? encodeCursor([last[column], last.id]) : null,
  };
}
