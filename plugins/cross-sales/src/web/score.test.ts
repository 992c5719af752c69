import { describe, expect, it } from 'vitest';
import { scoreClass } from './score.ts';

describe('the opportunity score colours', () => {
  it('are green from 80, yellow from 65, else grey', () => {
    expect([100, 80, 79, 65, 64, 0].map((s) => scoreClass(s).split('-')[1])).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'gray',
      'gray',
    ]);
  });
});
