/**
 * Aligned blocks of days (dyadic: 2, 4, …, 256 days starting on a multiple of their length, counted
 * in days since 1970-01-01). Any range of days is the union of at most about 2·log2(length) pieces:
 * a 30-day period reads ~6 pieces per site and key instead of 30 days, a year ~12 instead of 365,
 * and a period's unique visitors merge that many sketches, not one per day.
 *
 * Blocks are built from the day rows when a read first needs them (from their two halves, stored
 * for the next reads), and only once all their days are closed (before yesterday): arriving events
 * write day rows only. An event for a closed day deletes the blocks holding it in the same
 * transaction (rollups/buffer.ts), so a block always sums its days.
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

/** Days before this one (yesterday, UTC) are closed: their blocks may be built and kept. */
export const closedBefore = (now: Date): string => dayText(Math.floor(now.getTime() / DAY_MS) - 1);

/** The two halves of a block. */
export const halvesOf = (p: Piece): [Piece, Piece] => {
  const n = dayNumber(p.start);
  return [
    { span: p.span / 2, start: p.start },
    { span: p.span / 2, start: dayText(n + p.span / 2) },
  ];
};

/** A block when all its days are closed, else its halves resolved the same way (down to days). */
export function resolve(p: Piece, closed: string): Piece[] {
  if (p.span === 1 || dayText(dayNumber(p.start) + p.span - 1) < closed) return [p];
  return halvesOf(p).flatMap((h) => resolve(h, closed));
}
