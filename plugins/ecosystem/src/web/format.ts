/** Currency in whole USD (spec 002 §9). */
export const usd = (dollars: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    dollars,
  );

export const count = (n: number): string => new Intl.NumberFormat('en-US').format(n);
