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

/** The longest text an import stores in each field (the contact schema's limits). */
export const FIELD_LIMITS = {
  firstName: ['First name', 100],
  lastName: ['Last name', 100],
  phone: ['Phone', 50],
  company: ['Company', 200],
  source: ['Source', 100],
  street: ['Street', 200],
  city: ['City', 100],
  state: ['State', 100],
  zip: ['ZIP code', 20],
} as const satisfies Partial<Record<ImportField, readonly [string, number]>>;
const MAX_TAGS = 50;
const MAX_TAG = 50;

const tooLong = (label: string, max: number, length: number) =>
  `${label} is longer than ${max} characters (${length.toLocaleString('en-US')})`;

/**
 * One CSV row as contact fields, or the reason it cannot be imported. A cell longer than its field's
 * limit fails the row (never cut short silently).
 */
export function readRow(row: string[], columns: ColumnMap): { row: ImportedRow } | { error: string } {
  const cell = (f: ImportField) => cellOf(row, columns, f);
  const email = cell('email');
  if (email.length > 254) return { error: tooLong('Email address', 254, email.length) };
  if (email && !emailSchema.safeParse(email).success)
    return { error: `Invalid email address '${cap(email, 80)}'` };
  const text = {} as Record<keyof typeof FIELD_LIMITS, string>;
  for (const [f, [label, max]] of Object.entries(FIELD_LIMITS) as [
    keyof typeof FIELD_LIMITS,
    readonly [string, number],
  ][]) {
    const v = cell(f);
    if (v.length > max) return { error: tooLong(label, max, v.length) };
    text[f] = v;
  }
  const { firstName, lastName } = text;
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
  // Google separates labels with ' ::: ', others with commas or semicolons.
  const tags = cell('tags')
    .split(/\s*(?::::|[,;])\s*/)
    .map((t) => t.replace(/^\*\s*/, '').trim())
    .filter(Boolean);
  const long = tags.find((t) => t.length > MAX_TAG);
  if (long) return { error: tooLong(`Tag '${cap(long, 40)}…'`, MAX_TAG, long.length) };
  if (tags.length > MAX_TAGS) return { error: `More than ${MAX_TAGS} tags (${tags.length})` };
  return { row: { ...text, email, status, value, tags } };
}
