import type { Limit } from './rate-limit.ts';

/** 10 failed sign-ins (or reset requests, or sign-ups) from one address lock it for 10 minutes. */
export const ADDRESS_MAX = 10;
export const ADDRESS_WINDOW_MS = 10 * 60_000;
/** At most 100 reset requests (or sign-ups) per account per hour: the mails one address receives. */
export const ACCOUNT_MAX = 100;
export const ACCOUNT_WINDOW_MS = 3600_000;
/**
 * Failed sign-ins of one address for one account: the first PAIR_FREE are free, then each next
 * attempt waits PAIR_BASE_DELAY_MS after the last failure, doubling per failure up to
 * PAIR_MAX_DELAY_MS; failures are remembered for PAIR_WINDOW_MS. Only the address that failed
 * waits: no stranger can lock an account's owner out.
 */
export const PAIR_FREE = 5;
export const PAIR_BASE_DELAY_MS = 60_000;
export const PAIR_MAX_DELAY_MS = 3600_000;
export const PAIR_WINDOW_MS = 24 * 3600_000;

export type AuthAction = 'login' | 'forgot-password' | 'signup';

/** The wait after `failures` earlier failures of one address for one account. */
export function pairDelayMs(failures: number): number {
  if (failures < PAIR_FREE) return 0;
  return Math.min(PAIR_MAX_DELAY_MS, PAIR_BASE_DELAY_MS * 2 ** (failures - PAIR_FREE));
}

/** The key of one (address, account) pair. */
export const pairKey = (address: string, email: string): string => `${address} ${email}`;

/**
 * The limits of one attempt. Sign-in: per address (credential stuffing across accounts) and per
 * (address, account) with growing delays, never per account alone. Reset requests and sign-ups:
 * per address and per account (they send mail to the account's address).
 */
export function authLimits(action: AuthAction, address: string, email: string): Limit[] {
  const byAddress = {
    bucket: `${action}:address`,
    key: address,
    max: ADDRESS_MAX,
    windowMs: ADDRESS_WINDOW_MS,
  };
  if (action === 'login') {
    return [
      byAddress,
      {
        bucket: 'login:pair',
        key: pairKey(address, email),
        max: Number.POSITIVE_INFINITY,
        windowMs: PAIR_WINDOW_MS,
        delayMs: pairDelayMs,
      },
    ];
  }
  return [
    byAddress,
    { bucket: `${action}:account`, key: email, max: ACCOUNT_MAX, windowMs: ACCOUNT_WINDOW_MS },
  ];
}
