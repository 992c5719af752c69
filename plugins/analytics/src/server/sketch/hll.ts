/**
 * HyperLogLog with 2^11 registers: 2 KB per sketch, a standard error of 1.04/√2048 ≈ 2.3 %
 * (3σ ≈ 6.9 %). Sketches merge by taking each register's maximum, so a day's sketches add up to a
 * month's or a year's unique count without touching a single event. Small counts use linear
 * counting, which is nearly exact below a few thousand.
 */
export const HLL_BITS = 11;
export const HLL_REGISTERS = 1 << HLL_BITS;
/** The relative standard error; figures built from sketches are labelled approximate. */
export const HLL_STANDARD_ERROR = 1.04 / Math.sqrt(HLL_REGISTERS);

export type Sketch = Uint8Array;

export const emptySketch = (): Sketch => new Uint8Array(HLL_REGISTERS);

/**
 * The register an item falls in and its rank there, from two independent 32-bit mixes of the
 * item (cyrb53's: fast, well spread; a cryptographic hash costs ten times more per event).
 */
export function positionOf(item: string): [index: number, rank: number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < item.length; i++) {
    const ch = item.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const index = (h1 >>> 0) >>> (32 - HLL_BITS);
  // The rank: position of the first 1 bit in the other word (+1), from 1 to 33.
  const rest = h2 >>> 0;
  return [index, rest === 0 ? 33 : Math.clz32(rest) + 1];
}

/** Adds one item (a visitor id); returns whether a register changed. */
export function addToSketch(sketch: Sketch, item: string): boolean {
  const [index, rank] = positionOf(item);
  if (rank <= (sketch[index] ?? 0)) return false;
  sketch[index] = rank;
  return true;
}

/** Merges `from` into `into` (register-wise maximum). */
export function mergeSketch(into: Sketch, from: Sketch): Sketch {
  for (let i = 0; i < HLL_REGISTERS; i++) if ((from[i] ?? 0) > (into[i] ?? 0)) into[i] = from[i] ?? 0;
  return into;
}

/** 2^-r for every possible register value (a report estimates hundreds of sketches). */
const INVERSE_POWERS = Float64Array.from({ length: 64 }, (_, r) => 2 ** -r);

export function estimate(sketch: Sketch): number {
  let sum = 0;
  let zeros = 0;
  for (let i = 0; i < HLL_REGISTERS; i++) {
    const r = sketch[i] as number;
    sum += INVERSE_POWERS[r] as number;
    if (r === 0) zeros++;
  }
  return estimateOf(sum, zeros);
}

/** The estimate from the sum of 2^-register and the number of empty registers. */
export function estimateOf(sum: number, zeros: number): number {
  const m = HLL_REGISTERS;
  const alpha = 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  return Math.round(raw);
}

/**
 * Stored as text (portable across SQLite and PostgreSQL): a day of a small site touches few registers,
 * so a sketch with under a third of its registers set is kept sparse ('s' + index/rank triples,
 * 3 bytes each), a fuller one dense ('d' + the 2048 registers).
 */
export function encodeSketch(s: Sketch): string {
  let set = 0;
  for (let i = 0; i < HLL_REGISTERS; i++) if (s[i]) set++;
  if (set * 3 >= HLL_REGISTERS) return `d${Buffer.from(s).toString('base64')}`;
  const b = Buffer.alloc(set * 3);
  let at = 0;
  for (let i = 0; i < HLL_REGISTERS; i++) {
    const r = s[i] ?? 0;
    if (!r) continue;
    b.writeUInt16BE(i, at);
    b.writeUInt8(r, at + 2);
    at += 3;
  }
  return `s${b.toString('base64')}`;
}

export function decodeSketch(text: string | null): Sketch {
  return mergeEncoded(emptySketch(), text);
}

/** Merges a stored sketch into `into` without building it first (reads touch thousands of rows). */
export function mergeEncoded(into: Sketch, text: string | null): Sketch {
  if (!text) return into;
  const b = Buffer.from(text.slice(1), 'base64');
  if (text[0] === 'd' && b.length === HLL_REGISTERS) {
    for (let i = 0; i < HLL_REGISTERS; i++)
      if ((b[i] as number) > (into[i] as number)) into[i] = b[i] as number;
  } else if (text[0] === 's')
    for (let at = 0; at + 2 < b.length; at += 3) {
      const i = (b[at] as number) * 256 + (b[at + 1] as number);
      const r = b[at + 2] as number;
      if (i < HLL_REGISTERS && r > (into[i] as number)) into[i] = r;
    }
  return into;
}
