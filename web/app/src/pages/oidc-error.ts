/** The reasons GET /api/callback (and /api/login) give in /login?error=<code> when single sign-on fails. */
export const OIDC_ERROR_CODES = [
  'state_mismatch',
  'nonce_mismatch',
  'login_expired',
  'token_exchange_failed',
  'provider_refused',
  'provider_unavailable',
  'email_missing',
  'email_not_verified',
  'account_conflict',
  'not_configured',
] as const;

/**
 * The i18n key of the message for a `?error=` value; the value comes from the address bar, so only
 * the known codes pick their own message (anything else gets the general one).
 */
export function oidcErrorKey(code: string): string {
  return (OIDC_ERROR_CODES as readonly string[]).includes(code) ? `login.oidc.${code}` : 'login.oidc.unknown';
}
