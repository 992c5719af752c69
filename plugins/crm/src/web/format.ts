import { currentFormat } from '@ecohub/web-kit';

/** Money arrives in cents (minor units); the screens show whole dollars, in the user's language. */
export const usd = (cents: number): string => currentFormat().currency(cents, { minor: true });

export const count = (n: number): string => currentFormat().number(n);

export const fullName = (c: { firstName: string; lastName: string; email: string }): string =>
  `${c.firstName} ${c.lastName}`.trim() || c.email;

/** Relative time as the dashboard shows it (spec 001 §2.1), in the user's language: '3m ago'. */
export const ago = (iso: string, now = Date.now()): string => currentFormat().relative(iso, now);
