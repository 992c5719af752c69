const DAY = 86_400_000;

export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** The `days` days ending today (UTC) and the same number of days before them. */
export function periodRange(now: Date, days: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    from: dayOf(new Date(today - (days - 1) * DAY)),
    to: dayOf(new Date(today)),
    previousFrom: dayOf(new Date(today - (2 * days - 1) * DAY)),
    previousTo: dayOf(new Date(today - days * DAY)),
  };
}
export type PeriodRange = ReturnType<typeof periodRange>;

/** Percent change with one decimal, null when there is nothing to compare with. */
export const growthOf = (value: number, previous: number): number | null =>
  previous > 0 ? Math.round(((value - previous) / previous) * 1000) / 10 : null;

export const round1 = (n: number): number => Math.round(n * 10) / 10;
