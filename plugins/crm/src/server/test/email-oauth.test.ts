import { testDialects, until } from '@ecohub/core/testing';
import { followToHub, startTestIdp } from '@ecohub/core/testing/oidc-idp';
import { describe, expect, it } from 'vitest';
import type { EmailAccountAdded, EmailSyncStatus } from '../../shared/email.ts';
import type { AccountRow } from '../email/accounts.ts';
import { crmHub, crmOf, json } from './fixtures.ts';

const PUBLIC_URL = 'http://hub.test';
const CALLBACK = `${PUBLIC_URL}/api/email/oauth/callback`;

// OAuth (XOAUTH2) for Microsoft 365 through openid-client, against a real OpenID provider here.
describe.each(testDialects)('mailbox OAuth on %s', (dialect) => {
  it('sends the user to the provider, keeps the refresh token sealed and refreshes access tokens', async () => {
    const idp = await startTestIdp(CALLBACK, { refreshTokens: true });
    const t = await crmHub(dialect, {
      startJobs: true,
      // The provider runs on loopback, which only an explicit allow-list opens to hub.outbound.
      config: { OUTBOUND_ALLOW: '127.0.0.1/32', PUBLIC_URL },
      pluginConfig: {
        crm: {
          CRM_EMAIL_MICROSOFT_CLIENT_ID: idp.clientId,
          CRM_EMAIL_MICROSOFT_CLIENT_SECRET: idp.clientSecret,
          CRM_EMAIL_MICROSOFT_ISSUER: idp.issuer,
          // No IMAP server here: the first sync after the grant fails, and says so.
          CRM_EMAIL_IMAP_HOST: '127.0.0.1',
          CRM_EMAIL_IMAP_PORT: 1,
          CRM_EMAIL_IMAP_TLS: 'false',
        },
      },
    });
    try {
      const a = await t.signedIn();
      const added = await json<EmailAccountAdded>(
        await a.agent.post('/api/email/sync-status', { provider: 'outlook', email: 'ada@contoso.test' }),
      );
      expect(added.account).toMatchObject({
        authMethod: 'oauth',
        isActive: false,
        lastError: expect.stringMatching(/authorization/),
      });
      expect(added.jobId).toBeNull();
      const authorize = new URL(added.authorizeUrl!);
      expect(authorize.origin).toBe(idp.issuer);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('login_hint')).toBe('ada@contoso.test');

      // The provider signs in, consents and sends the browser back with a code.
      const back = new URL(await followToHub(authorize.href, PUBLIC_URL));
      const done = await t.request(`${back.pathname}${back.search}`, { redirect: 'manual' });
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toBe('/dashboard');

      const row = await t.hub.ctx.db
        .selectFrom('crmEmailAccounts')
        .selectAll()
        .where('emailKey', '=', 'ada@contoso.test')
        .executeTakeFirstOrThrow();
      expect(row.authMethod).toBe('oauth');
      const email = crmOf(t.hub).email;
      const refresh = await email.accounts.secretOf(row as AccountRow);
      expect(refresh).toBeTruthy();
      expect(row.secret).not.toContain(refresh!);
      // A fresh access token from the sealed refresh token: what the IMAP login (XOAUTH2) sends.
      expect(await email.oauth.accessToken('outlook', refresh!)).toMatch(/\S{16,}/);

      // The same callback again (a replayed code) is refused; so is a forged state.
      expect(
        (await t.request(`${back.pathname}${back.search}`, { redirect: 'manual' })).status,
      ).toBeGreaterThanOrEqual(400);
      expect(
        (await t.request('/api/email/oauth/callback?code=x&state=forged', { redirect: 'manual' })).status,
      ).toBe(400);

      // The first sync ran and, without an IMAP server, shows its error.
      const s = await until(async () => {
        const r = await json<EmailSyncStatus>(await a.agent.get('/api/email/sync-status'));
        return r.accounts[0]?.lastError && !/authorization/.test(r.accounts[0].lastError) ? r : false;
      }, 20_000);
      expect(s.accounts[0]!.isActive).toBe(false);
    } finally {
      await t.close();
      await idp.close();
    }
  }, 60_000);
});
