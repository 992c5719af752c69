/**
 * Aligned blocks of days (dyadic: 2, 4, …, 256 days starting on a multiple of their length, counted
 * in days since 1970-01-01). Every rollup row of a day is also added to the 8 blocks holding that
 * day, so any range of days is the union of at most about 2·log2(length) pieces: a 30-day period
 * reads ~6 pieces per site and key instead of 30 days, a year ~12 instead of 365, and a period's
 * unique visitors merge that many sketches, not one per day.
 */
export const SPANS = [2, 4, 8, 16, 32, 64, 128, 256] as const;
const MAX_SPAN = 256;
const DAY_MS = 86_400_000;

export const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** One piece of a range: a day (span 1, a row of analytics_daily) or a block (analytics_blocks). */
export interface Piece {
  span: number;
  start: string;
}

/** The fewest aligned pieces covering the days `from`..`to` (inclusive), in order. */
export function coverOf(from: string, to: string): Piece[] {
  const out: Piece[] = [];
  const end = dayNumber(to);
  for (let p = dayNumber(from); p <= end; ) {
    let span = MAX_SPAN;
    while (span > 1 && (p % span !== 0 || p + span - 1 > end)) span /= 2;
    out.push({ span, start: dayText(p) });
    p += span;
  }
  return out;
}

/** The start of each block (span ≥ 2) holding `day`. */
export function blocksOf(day: string): Piece[] {
  const n = dayNumber(day);
  return SPANS.map((span) => ({ span, start: dayText(n - (((n % span) + span) % span)) }));
}
