import type { Limit } from './rate-limit.ts';

/** 10 failed sign-ins (or reset requests) from one address lock it for 10 minutes. */
export const ADDRESS_MAX = 10;
export const ADDRESS_WINDOW_MS = 10 * 60_000;
/** At most 100 failed sign-ins (or reset requests) per account per hour. */
export const ACCOUNT_MAX = 100;
export const ACCOUNT_WINDOW_MS = 3600_000;

export type AuthAction = 'login' | 'forgot-password';

/** The limits of one attempt, keyed by the client address and by the (normalised) email. */
export function authLimits(action: AuthAction, address: string, email: string): Limit[] {
  return [
    { bucket: `${action}:address`, key: address, max: ADDRESS_MAX, windowMs: ADDRESS_WINDOW_MS },
    { bucket: `${action}:account`, key: email, max: ACCOUNT_MAX, windowMs: ACCOUNT_WINDOW_MS },
  ];
}
