import { badRequest, HttpError } from '@ecohub/core';
import Papa from 'papaparse';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportField } from '../../shared/index.ts';
import { type ColumnMap, statusOf } from './headers.ts';

export interface ParsedCsv {
  headers: string[];
  rows: string[][];
  /** Each row's record number in the file (the header is 1), blank records left out. */
  rowNumbers: number[];
}

/** Parses a CSV file's text (UTF-8, with or without BOM, delimiter detected) and enforces the limits. */
export function parseCsv(text: string): ParsedCsv {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_BYTES)
    throw new HttpError(413, 'The CSV file is larger than 10 MiB; split it into smaller files');
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const records = result.data;
  const headerAt = records.findIndex((r) => r.some((c) => c.trim() !== ''));
  const headers = records[headerAt];
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  for (let i = headerAt + 1; headerAt >= 0 && i < records.length; i++) {
    if (records[i].every((c) => c.trim() === '')) continue;
    rows.push(records[i]);
    rowNumbers.push(i + 1);
  }
  if (!headers || headers.every((h) => h.trim() === ''))
    throw badRequest('The CSV file has no header row', [{ path: 'csvData', message: 'No header row' }]);
  if (rows.length === 0)
    throw badRequest('The CSV file has no data rows', [{ path: 'csvData', message: 'No data rows' }]);
  if (rows.length > IMPORT_MAX_ROWS)
    throw badRequest(
      `The CSV file has ${rows.length.toLocaleString('en-US')} rows; the limit is 50,000 rows per import`,
      [{ path: 'csvData', message: 'Too many rows' }],
    );
  return { headers: headers.map((h) => h.trim()), rows, rowNumbers };
}

export interface ImportedRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  source: string;
  status: 'lead' | 'qualified' | 'customer' | 'lost' | null;
  value: number | null;
  tags: string[];
  street: string;
  city: string;
  state: string;
  zip: string;
}

const emailSchema = z.email({ pattern: z.regexes.unicodeEmail });
const cap = (s: string, n: number) => s.slice(0, n);

/** The first non-empty cell of the columns that feed a field. */
export function cellOf(row: string[], columns: ColumnMap, f: ImportField): string {
  for (const i of columns[f] ?? []) {
    const v = (row[i] ?? '').trim();
    if (v) return v;
  }
  return '';
}

/** One CSV row as contact fields, or the reason it cannot be imported. */
export function readRow(row: string[], columns: ColumnMap): { row: ImportedRow } | { error: string } {
  const cell = (f: ImportField) => cellOf(row, columns, f);
  const email = cell('email');
  if (email && !emailSchema.safeParse(email).success)
    return { error: `Invalid email address '${cap(email, 80)}'` };
  if (email.length > 254) return { error: 'Email address is too long' };
  const firstName = cap(cell('firstName'), 100);
  const lastName = cap(cell('lastName'), 100);
  if (!firstName && !lastName && !email) return { error: 'Missing name and email' };
  const rawStatus = cell('status');
  const status = statusOf(rawStatus);
  if (rawStatus && !status) return { error: `Unknown status '${cap(rawStatus, 40)}'` };
  const rawValue = cell('value');
  let value: number | null = null;
  if (rawValue) {
    const n = Number(rawValue.replace(/[$€£,\s]/g, ''));
    if (!Number.isFinite(n) || n < 0) return { error: `Invalid value '${cap(rawValue, 40)}'` };
    value = Math.round(n * 100);
  }
  return {
    row: {
      firstName,
      lastName,
      email,
      phone: cap(cell('phone'), 50),
      company: cap(cell('company'), 200),
      source: cap(cell('source'), 100),
      status,
      value,
      // Google separates labels with ' ::: ', others with commas or semicolons.
      tags: cell('tags')
        .split(/\s*(?::::|[,;])\s*/)
        .map((t) => cap(t.replace(/^\*\s*/, '').trim(), 50))
        .filter(Boolean)
        .slice(0, 50),
      street: cap(cell('street'), 200),
      city: cap(cell('city'), 100),
      state: cap(cell('state'), 100),
      zip: cap(cell('zip'), 20),
    },
  };
}
