import { randomUUID } from 'node:crypto';
import { JsonTooDeepError } from '../json-depth.ts';

/**
 * Portable data conventions (see core/README.md): ids are text UUIDs, timestamps are ISO-8601 UTC
 * text, money is an integer in minor units, booleans are integers 0/1, JSON is text.
 */
export const newId = (): string => randomUUID();

export const toIso = (d: Date): string => d.toISOString();

export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't';
export const fromBool = (v: boolean): number => (v ? 1 : 0);

/**
 * A value as JSON text for a `text` column. A value nested so deep that JSON.stringify runs out of
 * stack is a JsonTooDeepError (400, never logged), not a RangeError: bodies are capped at
 * MAX_JSON_DEPTH where they are parsed, and nothing else may turn such a value into a 500.
 */
export function toJson(v: unknown): string {
  try {
    return JSON.stringify(v ?? null);
  } catch (err) {
    if (err instanceof RangeError && /call stack/i.test(err.message)) throw new JsonTooDeepError();
    throw err;
  }
}

export function fromJson<T>(v: unknown, fallback: T): T {
  if (v === null || v === undefined || v === '') return fallback;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
}

/** Counts and sums come back as number, bigint or string depending on the dialect. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
