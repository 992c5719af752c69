import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path.ts';

describe('where sign-in and sign-up lead', () => {
  it('back to the page of this site that sent the visitor', () => {
    expect(nextPath('?next=%2Fpricing%2Freoss')).toBe('/pricing/reoss');
  });

  it('to the dashboard otherwise, never to another site', () => {
    expect(nextPath('')).toBe('/dashboard');
    expect(nextPath('?next=https://evil.example')).toBe('/dashboard');
    expect(nextPath('?next=//evil.example')).toBe('/dashboard');
    expect(nextPath('?next=/\\evil.example')).toBe('/dashboard');
  });
});
