import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
export const PASSWORD_TOO_LONG = 'Password must be at most 256 characters';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less common password';

// The 1,000 most common passwords of the public "10 million passwords" list (SecLists,
// 10-million-password-list-top-1000.txt), compared case-insensitively.
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean),
);

export const isCommonPassword = (password: string): boolean => COMMON.has(password.trim().toLowerCase());

/** A new password (sign-up, reset, change): 8 to 256 characters and not a common password. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
  .refine((p) => !isCommonPassword(p), PASSWORD_TOO_COMMON);
