/** Time-zone arithmetic on Intl alone (no zone database to ship): offsets, local dates, wall times. */

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The wall clock of `timeZone` at `at`, as if it were UTC (milliseconds). */
function wallClock(at: number, timeZone: string): number {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
}

/** Milliseconds the zone is ahead of UTC at `at`. */
export const offsetAt = (at: number, timeZone: string): number =>
  wallClock(at, timeZone) - Math.floor(at / 1000) * 1000;

/** YYYY-MM-DD of `at` in the zone. */
export function localDate(at: number, timeZone: string): string {
  return new Date(wallClock(at, timeZone)).toISOString().slice(0, 10);
}

/** The instant a wall time (date + minutes after midnight) happens in the zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let at = wall - offsetAt(wall, timeZone);
  // Once more with the offset at the found instant: right across a DST change.
  at = wall - offsetAt(at, timeZone);
  return at;
}

export const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
