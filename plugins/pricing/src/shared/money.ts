/** Prices are integer minor units (cents) everywhere; the screens divide by 100 and show USD. */
export const toDollars = (minor: number): number => minor / 100;

/** Whole-dollar display ("Currency is shown in whole USD"), grouping thousands. */
export function formatUsd(minor: number, opts: { cents?: boolean } = {}): string {
  const digits = opts.cents ? 2 : 0;
  return `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** The 10% annual discount of both calculators: monthly × 12 × 0.9, in whole minor units. */
export const annualOf = (monthlyMinor: number): number => Math.round((monthlyMinor * 108) / 10);
