import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('makes version 7 UUIDs that sort in the order they were made, all distinct', () => {
    const ids = Array.from({ length: 20_000 }, () => timeOrderedId());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const ms = Number.parseInt(ids[0].replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(ms - Date.now())).toBeLessThan(60_000);
  });

  it('takes the time it is given, and never sorts before an id already made', () => {
    const at = Date.UTC(2030, 0, 1);
    const later = timeOrderedId(at);
    expect(Number.parseInt(later.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    const earlier = timeOrderedId(at - 5000);
    expect(earlier > later).toBe(true);
  });
});
