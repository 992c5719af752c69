import { type Availability, CALL_MINUTES, WEEKDAYS } from '../../shared/index.ts';
import { addDays, weekdayOf, zonedInstant } from './zoned.ts';

const toMinutes = (v: string) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3));

export interface Busy {
  start: number;
  end: number;
}

/**
 * The 30-minute starts an organisation offers from `from` (a date in its zone) for `days` days:
 * each weekly interval cut into call + buffer steps, minus starts inside the minimum notice or
 * beyond the horizon, minus starts whose call (with the buffer on both sides) meets a booking.
 */
export function freeSlots(a: Availability, from: string, days: number, now: number, busy: Busy[]): number[] {
  const call = CALL_MINUTES * 60_000;
  const buffer = a.bufferMinutes * 60_000;
  const earliest = now + a.minNoticeMinutes * 60_000;
  const latest = now + a.horizonDays * 86_400_000;
  const out: number[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const intervals = a.weekly[WEEKDAYS[weekdayOf(date)]!] ?? [];
    for (const interval of intervals) {
      const end = toMinutes(interval.end);
      for (let m = toMinutes(interval.start); m + CALL_MINUTES <= end; m += CALL_MINUTES + a.bufferMinutes) {
        const start = zonedInstant(date, m, a.timeZone);
        if (start < earliest || start > latest) continue;
        const clash = busy.some((b) => start < b.end + buffer && start + call > b.start - buffer);
        if (!clash) out.push(start);
      }
    }
  }
  return [...new Set(out)].sort((x, y) => x - y);
}
