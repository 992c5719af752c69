import type { EmailProvider } from '../../shared/email.ts';
import type { EmailConfig } from './config.ts';

/** The providers' IMAP servers (implicit TLS on 993). GoDaddy's Workspace Email is plain IMAP. */
const IMAP: Record<EmailProvider, { host: string; port: number }> = {
  gmail: { host: 'imap.gmail.com', port: 993 },
  outlook: { host: 'outlook.office365.com', port: 993 },
  godaddy: { host: 'imap.secureserver.net', port: 993 },
};

/** Where an account's IMAP session goes: the provider's server, or the configured one for all. */
export function imapServer(provider: EmailProvider, s: EmailConfig) {
  const own = IMAP[provider];
  if (!s.CRM_EMAIL_IMAP_HOST) return { ...own, secure: true };
  return {
    host: s.CRM_EMAIL_IMAP_HOST,
    port: s.CRM_EMAIL_IMAP_PORT ?? (s.CRM_EMAIL_IMAP_TLS ? 993 : 143),
    secure: s.CRM_EMAIL_IMAP_TLS,
  };
}

/** OAuth (XOAUTH2) for a provider, when its client is configured: issuer, client and IMAP scope. */
export function oauthClientOf(provider: EmailProvider, s: EmailConfig) {
  if (provider === 'gmail' && s.CRM_EMAIL_GOOGLE_CLIENT_ID)
    return {
      issuer: s.CRM_EMAIL_GOOGLE_ISSUER,
      clientId: s.CRM_EMAIL_GOOGLE_CLIENT_ID,
      clientSecret: s.CRM_EMAIL_GOOGLE_CLIENT_SECRET,
      scope: 'openid email https://mail.google.com/',
      extra: { access_type: 'offline', prompt: 'consent' } as Record<string, string>,
    };
  if (provider === 'outlook' && s.CRM_EMAIL_MICROSOFT_CLIENT_ID)
    return {
      issuer: s.CRM_EMAIL_MICROSOFT_ISSUER,
      clientId: s.CRM_EMAIL_MICROSOFT_CLIENT_ID,
      clientSecret: s.CRM_EMAIL_MICROSOFT_CLIENT_SECRET,
      scope: 'openid email offline_access https://outlook.office.com/IMAP.AccessAsUser.All',
      extra: { prompt: 'consent' } as Record<string, string>,
    };
  return null;
}

export type OAuthClientSettings = NonNullable<ReturnType<typeof oauthClientOf>>;
