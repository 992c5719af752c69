import Papa from 'papaparse';
import type { Contact, ContactListQuery } from '../../shared/index.ts';
import type { ContactSearch } from './search.ts';

const HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Company',
  'Source',
  'Status',
  'Value',
  'Last Contacted',
  'Street',
  'City',
  'State',
  'Zip',
  'Latitude',
  'Longitude',
  'Tags',
  'Created',
];

const cells = (c: Contact): unknown[] => [
  c.firstName,
  c.lastName,
  c.email,
  c.phone,
  c.company,
  c.source,
  c.status,
  (c.value / 100).toFixed(2),
  c.lastContactedAt ?? '',
  c.address?.street ?? '',
  c.address?.city ?? '',
  c.address?.state ?? '',
  c.address?.zip ?? '',
  c.latitude ?? '',
  c.longitude ?? '',
  c.tags.join('; '),
  c.createdAt,
];

// escapeFormulae prefixes cells starting with = + - @ tab or CR, so spreadsheets never run them.
const unparse = (rows: unknown[][]) => Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' });

/** All matching contacts as CSV, read page by page so 100,000 rows never sit in memory at once. */
export function exportCsv(
  search: ContactSearch,
  orgId: string,
  filters: Pick<ContactListQuery, 'q' | 'source' | 'status'>,
): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream({
    async pull(ctrl) {
      if (!started) {
        started = true;
        ctrl.enqueue(enc.encode(`\uFEFF${unparse([HEADER])}\r\n`));
        return;
      }
      const page = await search.list(orgId, { ...filters, sort: 'name', limit: 1000, cursor });
      if (page.items.length) ctrl.enqueue(enc.encode(`${unparse(page.items.map(cells))}\r\n`));
      if (!page.nextCursor) ctrl.close();
      cursor = page.nextCursor ?? undefined;
    },
  });
}
