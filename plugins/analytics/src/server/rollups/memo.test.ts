import { describe, expect, it } from 'vitest';
import { remembered } from './memo.ts';

describe('remembered', () => {
  it('answers what the function answers, calling it once per distinct input', () => {
    const calls: string[] = [];
    const length = remembered((s: string) => {
      calls.push(s);
      return s.length;
    });
    expect([length('ab'), length('abc'), length('ab'), length('abc')]).toEqual([2, 3, 2, 3]);
    expect(calls).toEqual(['ab', 'abc']);
  });

  it('remembers null answers too', () => {
    let calls = 0;
    const none = remembered((_: string) => {
      calls++;
      return null;
    });
    expect([none('x'), none('x')]).toEqual([null, null]);
    expect(calls).toBe(1);
  });

  it('forgets everything once full, and still answers the same', () => {
    const calls: string[] = [];
    const upper = remembered((s: string) => {
      calls.push(s);
      return s.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('c'), upper('a'), upper('c')]).toEqual(['A', 'B', 'C', 'A', 'C']);
    // 'c' found the map full (cleared, then kept alone); 'a' was computed again, 'c' was not.
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
