import { describe, expect, it } from 'vitest';
import { blocksOf, coverOf, dayNumber, dayText } from './blocks.ts';

const days = (pieces: { span: number; start: string }[]) =>
  pieces.flatMap((p) => Array.from({ length: p.span }, (_, i) => dayText(dayNumber(p.start) + i)));

describe('aligned blocks', () => {
  it('covers a range exactly, once per day, with few pieces', () => {
    for (const [from, to] of [
      ['2026-06-01', '2026-06-30'],
      ['2025-07-01', '2026-06-30'],
      ['2024-07-02', '2026-06-30'],
      ['2026-06-30', '2026-06-30'],
    ] as const) {
      const cover = coverOf(from, to);
      const covered = days(cover);
      expect(covered[0]).toBe(from);
      expect(covered.at(-1)).toBe(to);
      expect(new Set(covered).size).toBe(dayNumber(to) - dayNumber(from) + 1);
      for (const p of cover) expect(dayNumber(p.start) % p.span).toBe(0);
      expect(cover.length).toBeLessThanOrEqual(2 * Math.log2(covered.length) + 2);
    }
  });

  it('puts a day in one block of each span, the block a cover would use', () => {
    const blocks = blocksOf('2026-06-17');
    expect(blocks.map((b) => b.span)).toEqual([2, 4, 8, 16, 32, 64, 128, 256]);
    for (const b of blocks) {
      const n = dayNumber(b.start);
      expect(n % b.span).toBe(0);
      expect(dayNumber('2026-06-17') - n).toBeLessThan(b.span);
      expect(coverOf(b.start, dayText(n + b.span - 1))).toEqual([b]);
    }
  });
});
