/** Percent change with one decimal, null when there is nothing to compare with (as the server computes it). */
export const growthOf = (value: number, previous: number): number | null =>
  previous > 0 ? Math.round(((value - previous) / previous) * 1000) / 10 : null;
