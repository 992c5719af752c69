import { describe, expect, it } from 'vitest';
import { parseCsv } from '../imports/parse.ts';
import { keepParsed, takeParsed } from '../imports/parsed.ts';

describe('parsed files waiting for their import job', () => {
  it('hands a file over once, and keeps only the newest few', () => {
    const parsed = parseCsv('Email\na@example.com\n');
    keepParsed('imp-1', parsed);
    expect(takeParsed('imp-1')).toBe(parsed);
    expect(takeParsed('imp-1')).toBeNull();
    for (let i = 0; i < 6; i++) keepParsed(`many-${i}`, parsed);
    expect(takeParsed('many-0')).toBeNull();
    expect(takeParsed('many-1')).toBeNull();
    for (let i = 2; i < 6; i++) expect(takeParsed(`many-${i}`)).toBe(parsed);
  });
});
