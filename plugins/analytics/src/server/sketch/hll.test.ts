import { describe, expect, it } from 'vitest';
import {
  addToSketch,
  decodeSketch,
  emptySketch,
  encodeSketch,
  estimate,
  HLL_STANDARD_ERROR,
  mergeSketch,
} from './hll.ts';

describe('the visitor sketch', () => {
  it('counts 100,000 distinct visitors spread over 30 days within its bound after merging', () => {
    const days = Array.from({ length: 30 }, emptySketch);
    for (let i = 0; i < 100_000; i++) {
      // Each visitor comes back on up to three days: the merge must not count them twice.
      for (let k = 0; k < 1 + (i % 3); k++) addToSketch(days[(i * 7 + k * 11) % 30] as Uint8Array, `v-${i}`);
    }
    const month = days.reduce((m, d) => mergeSketch(m, decodeSketch(encodeSketch(d))), emptySketch());
    const error = Math.abs(estimate(month) - 100_000) / 100_000;
    expect(error).toBeLessThan(3 * HLL_STANDARD_ERROR);
  });

  it('stays within 5 % for small counts and ignores repeats', () => {
    const s = emptySketch();
    for (let r = 0; r < 3; r++) for (let i = 0; i < 500; i++) addToSketch(s, `visitor-${i}`);
    expect(Math.abs(estimate(s) - 500)).toBeLessThanOrEqual(25);
    expect(estimate(emptySketch())).toBe(0);
    expect(estimate(decodeSketch(null))).toBe(0);
    // A sparse sketch survives its text form, and is much smaller than a dense one.
    const text = encodeSketch(s);
    expect(text.startsWith('s')).toBe(true);
    expect(decodeSketch(text)).toEqual(s);
    expect(text.length).toBeLessThan(2100);
  });
});
