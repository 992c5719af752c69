import { z } from 'zod';

/** The key of an address in lists and the suppression list: trimmed and lower-cased. */
export const emailKey = (email: string): string => email.trim().normalize('NFC').toLowerCase();

const emailSchema = z.email().max(254);
export const isEmail = (v: string): boolean => emailSchema.safeParse(v).success;
