import fc from 'fast-check';
import { parse } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { sessionTokenOf } from './session-cookie.ts';
import { SESSION_COOKIE } from './sessions.ts';

const hono = (header: string) => parse(header, SESSION_COOKIE)[SESSION_COOKIE];

describe('the session cookie of a Cookie header', () => {
  it('is what hono getCookie reads, for any header', () => {
    const name = fc.constantFrom(
      SESSION_COOKIE,
      ` ${SESSION_COOKIE}`,
      `${SESSION_COOKIE} `,
      `${SESSION_COOKIE}x`,
      `x${SESSION_COOKIE}`,
      'theme',
      '',
    );
    const value = fc.oneof(
      fc.constantFrom(
        'abc2.def7',
        'tok.en',
        '"q.uoted"',
        'a%20b',
        '%zz',
        '',
        ' spaced ',
        'UPPER',
        `${SESSION_COOKIE}=x`,
        'a=b',
      ),
      fc.stringMatching(/^[a-z2-7]{1,8}\.[a-z2-7]{1,8}$/),
      fc.string({ maxLength: 6 }),
    );
    const pair = fc.tuple(name, value).map(([n, v]) => `${n}=${v}`);
    const sep = fc.constantFrom('; ', ';', ' ; ', ';\t', ';;');
    const header = fc
      .tuple(fc.array(fc.tuple(pair, sep), { maxLength: 4 }), pair)
      .map(([pairs, last]) => pairs.map(([p, s]) => p + s).join('') + last);
    fc.assert(
      fc.property(header, (h) => {
        expect(sessionTokenOf(h)).toBe(hono(h));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the usual headers directly', () => {
    const token = 'abcdefghijklmnopqrstuvwx.abcdefghijklmnopqrstuvwxyz234567';
    expect(sessionTokenOf(`${SESSION_COOKIE}=${token}`)).toBe(token);
    expect(sessionTokenOf(`theme=dark; ${SESSION_COOKIE}=${token}; lang=en`)).toBe(token);
    expect(sessionTokenOf(`other=${SESSION_COOKIE}; ${SESSION_COOKIE}=${token}`)).toBe(token);
    expect(sessionTokenOf('theme=dark')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
    expect(sessionTokenOf('')).toBeUndefined();
  });
});
