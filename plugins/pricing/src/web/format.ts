export { formatUsd } from '../shared/browser.ts';

/** Whole dollars with cents only when there are some (donations: $6.57). */
export const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export const gb = (bytes: number | null) => (bytes === null ? null : `${Math.round(bytes / 1024 ** 3)}GB`);
