import { describe, expect, it } from 'vitest';
import { formatters } from './format.ts';

const at = Date.parse('2026-03-01T12:00:00Z');

describe('the formatters of a language', () => {
  it('format numbers and currency in the language', () => {
    expect(formatters('en').number(1234567)).toBe('1,234,567');
    expect(formatters('de').number(1234567)).toBe('1.234.567');
    expect(formatters('en').currency(149_900, { minor: true })).toBe('$1,499');
    expect(formatters('fr').currency(1499)).toBe('1\u202f499\u00a0$US');
    expect(formatters('en').currency(6.57, { cents: 'auto' })).toBe('$6.57');
  });

  it('say relative times in the language: minutes, then hours, then days', () => {
    const ago = (min: number) => new Date(at - min * 60_000);
    expect(formatters('en').relative(ago(3), at)).toBe('3m ago');
    expect(formatters('en').relative(ago(125), at)).toBe('2h ago');
    expect(formatters('en').relative(ago(3 * 1440), at)).toBe('3d ago');
    expect(formatters('fr').relative(ago(3), at)).toBe('il y a 3\u00a0min');
    expect(formatters('de').relative(ago(125), at)).toBe('vor 2 Std.');
  });

  it('format dates in the language', () => {
    expect(formatters('en').date(at)).toBe('Mar 1, 2026');
    expect(formatters('de').date(at)).toBe('01.03.2026');
  });
});
