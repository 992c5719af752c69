import { z } from 'zod';

export const tokenInputSchema = z.object({
  name: z.string().trim().min(1, 'Name the device').max(100, 'A name is at most 100 characters'),
});
export type TokenInput = z.input<typeof tokenInputSchema>;

export const tokenIdSchema = z.object({ id: z.string().min(1).max(64) });

/** A device token as listed: never the token itself, which is shown once when created. */
export interface DeviceToken {
  id: string;
  name: string;
  /** The first characters of the token, to tell tokens apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** POST /api/iphone/tokens: the listing plus the token, this once. */
export interface CreatedToken extends DeviceToken {
  token: string;
}
