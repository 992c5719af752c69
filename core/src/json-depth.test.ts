import { describe, expect, it } from 'vitest';
import { toJson } from './db/conventions.ts';
import { HttpError } from './errors.ts';
import { JsonTooDeepError, jsonTextTooDeep, MAX_JSON_DEPTH, parseJsonText } from './json-depth.ts';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('the JSON depth cap', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonTextTooDeep(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep(`{"a":${'{"b":1},'.repeat(1000)}"c":[[1]]}`)).toBe(false);
    // Brackets and escaped quotes inside strings are text.
    const inString = JSON.stringify({ s: `\\"${'['.repeat(500)}"{` });
    expect(jsonTextTooDeep(inString)).toBe(false);
    expect(parseJsonText(inString)).toEqual(JSON.parse(inString));
  });

  it('refuses deep text before parsing with a 400 in the one error shape', () => {
    const err = (() => {
      try {
        parseJsonText(arrays(6_000));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(JsonTooDeepError);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    expect((err as HttpError).toBody()).toMatchObject({
      message: `JSON nested too deeply (max ${MAX_JSON_DEPTH} levels)`,
      code: 'validation',
    });
  });

  it('makes toJson fail with JsonTooDeepError, not a RangeError, on a value too deep to stringify', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    expect(() => toJson(deep)).toThrow(JsonTooDeepError);
    expect(toJson({ a: [1, { b: null }] })).toBe('{"a":[1,{"b":null}]}');
    // Other failures are left as they are.
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => toJson(cyclic)).toThrow(TypeError);
  });
});
