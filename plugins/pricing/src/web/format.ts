import { currentFormat } from '@ecohub/web-kit';

/** Minor units (cents) in the user's language; `cents: true` always shows two digits. */
export const formatUsd = (minor: number, opts: { cents?: boolean } = {}): string =>
  currentFormat().currency(minor, { minor: true, cents: opts.cents ? 'always' : 'never' });

/** Whole dollars with cents only when there are some (donations: $6.57). */
export const dollars = (value: number) => currentFormat().currency(value, { cents: 'auto' });

/** A count in the user's language. */
export const count = (n: number) => currentFormat().number(n);

export const gb = (bytes: number | null) => (bytes === null ? null : `${Math.round(bytes / 1024 ** 3)}GB`);
