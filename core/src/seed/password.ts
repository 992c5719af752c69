import { randomBytes } from 'node:crypto';

/** A strong random password (144 bits, URL-safe), for accounts the operator creates. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');
