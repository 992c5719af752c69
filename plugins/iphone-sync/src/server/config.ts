import { z } from 'zod';

const bool = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((v) => v === 'true' || v === '1');

/** Environment variables of iphone-sync (README: Configuration). */
export const iphoneConfig = z.object({
  /** The country whose numbering plan reads a number written without +country code (ISO 3166 alpha-2). */
  IPHONE_SYNC_DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A two-letter country code such as US')
    .default('US'),
  /** A call or message with an unknown number creates a lead for it (else it is logged without contact). */
  IPHONE_SYNC_CREATE_LEADS: bool('true'),
  /** Serves the CardDAV address book under /carddav (RFC 6352). */
  IPHONE_CARDDAV: bool('false'),
});

export type IphoneConfig = z.infer<typeof iphoneConfig>;
