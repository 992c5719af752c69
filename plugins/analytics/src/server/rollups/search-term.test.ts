import { describe, expect, it } from 'vitest';
import { searchTermOf } from './classify.ts';

describe('searchTermOf', () => {
  it("reads the engine's query parameter, or utm_term first", () => {
    expect(searchTermOf('https://www.google.com/search?q=Solar+Panels&hl=en', undefined)).toBe(
      'solar panels',
    );
    expect(searchTermOf('https://search.yahoo.com/search?p=home%20battery', undefined)).toBe('home battery');
    expect(searchTermOf('https://yandex.ru/search/?text=heat+pump', undefined)).toBe('heat pump');
    expect(searchTermOf('https://www.google.com/search?q=x', 'Paid  Term')).toBe('paid term');
  });

  it('gives null when the engine strips the query (the usual case now)', () => {
    expect(searchTermOf('https://www.google.com/', undefined)).toBeNull();
    expect(searchTermOf(undefined, undefined)).toBeNull();
    expect(searchTermOf('https://www.google.com/search?q=+++', undefined)).toBeNull();
  });
});
