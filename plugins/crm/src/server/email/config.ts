import { z } from 'zod';

const optionalPort = z.coerce.number().int().min(0).max(65535).optional();

/**
 * The email feature's settings (environment variables; empty = unset). Without any of them the
 * CRM syncs over IMAP with app passwords to the providers' own servers and the BCC listener is off.
 */
export const emailConfigShape = {
  /** An IMAP server for every provider instead of theirs (a local relay; the tests' dovecot). */
  CRM_EMAIL_IMAP_HOST: z.string().min(1).optional(),
  CRM_EMAIL_IMAP_PORT: optionalPort,
  /** TLS to that server (default true); plain IMAP only makes sense on this machine. */
  CRM_EMAIL_IMAP_TLS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The inbound SMTP listener for the BCC/forward address: on when a port is set. */
  CRM_EMAIL_INBOUND_PORT: optionalPort,
  CRM_EMAIL_INBOUND_HOST: z.string().min(1).default('0.0.0.0'),
  /** The domain of the BCC addresses (`log+<token>@<domain>`), whose MX points at the listener. */
  CRM_EMAIL_INBOUND_DOMAIN: z.string().min(1).default('localhost'),
  /** OAuth (XOAUTH2) for Gmail and Microsoft: on per provider when its client id is set. */
  CRM_EMAIL_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  CRM_EMAIL_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  CRM_EMAIL_MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  CRM_EMAIL_MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID issuers (defaults: Google's and Microsoft's common endpoint); a local one in tests. */
  CRM_EMAIL_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  CRM_EMAIL_MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
};

export const emailConfig = z.object(emailConfigShape);
export type EmailConfig = z.infer<typeof emailConfig>;
