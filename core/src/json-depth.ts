import { HttpError } from './errors.ts';

/**
 * How deep a JSON value the hub accepts (arrays and objects inside each other). Real payloads (events,
 * custom fields, settings) stay within a handful of levels; 64 leaves room for any of them, while far
 * deeper values only serve to exhaust the stack of the recursive code that walks them (JSON.stringify,
 * zod, drivers): a 12 KB body nested 6,000 deep used to end in a RangeError and a 500.
 */
export const MAX_JSON_DEPTH = 64;

/** The 400 for a value nested deeper than MAX_JSON_DEPTH (a client error: never logged). */
export class JsonTooDeepError extends HttpError {
  constructor() {
    super(400, `JSON nested too deeply (max ${MAX_JSON_DEPTH} levels)`, 'validation', [
      { path: '', message: `Arrays and objects may be nested at most ${MAX_JSON_DEPTH} levels deep` },
    ]);
  }
}

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const OPEN_BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]
const OPEN_BRACE = 123; // {
const CLOSE_BRACE = 125; // }

/**
 * Whether JSON text nests arrays and objects deeper than `max`, by one scan of the text counting
 * brackets outside strings: no recursion, no parse. Text too short to hold `max + 1` brackets is
 * answered without a scan. Malformed text is counted as it comes (JSON.parse refuses it afterwards).
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (ch === OPEN_BRACKET || ch === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (ch === CLOSE_BRACKET || ch === CLOSE_BRACE) depth--;
  }
  return false;
}

/** JSON.parse with the depth cap: JsonTooDeepError (400) before parsing text nested too deeply. */
export function parseJsonText(text: string): unknown {
  if (jsonTextTooDeep(text)) throw new JsonTooDeepError();
  return JSON.parse(text);
}
