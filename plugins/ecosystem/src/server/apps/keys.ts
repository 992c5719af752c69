import { createHash, randomBytes } from 'node:crypto';

// Public app ids travel in every event, so they are random (never guessable) and unique everywhere.
export const newAppId = (): string => `app_${randomBytes(12).toString('base64url')}`;

/** A browser key: public by design, identifies the app, accepted only from its allowed origins. */
export const newPublishableKey = (): string => `pk_${randomBytes(24).toString('base64url')}`;

/** Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export const newGrantToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (v: string): string => createHash('sha256').update(v).digest('hex');

export function slugify(name: string): string {
  const s = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return s || 'app';
}
