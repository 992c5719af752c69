import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-06-30T12:00:00Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('relative activity times', () => {
  it('uses minutes under an hour, hours under a day, days after', () => {
    expect(relativeTime(ago(0), now)).toEqual({ unit: 'minutes', count: 0 });
    expect(relativeTime(ago(59), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(ago(60), now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(ago(1439), now)).toEqual({ unit: 'hours', count: 23 });
    expect(relativeTime(ago(1440), now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(ago(5 * 1440 + 3), now)).toEqual({ unit: 'days', count: 5 });
  });
});
