import { HttpError } from '@ecohub/core';
import * as client from 'openid-client';
import type { EmailProvider } from '../../shared/email.ts';
import type { CrmHub } from '../hub.ts';
import { type OAuthClientSettings, oauthClientOf } from './providers.ts';
import type { CredentialBox } from './secrets.ts';

/** How long a user has to grant access at the provider. */
const GRANT_MS = 15 * 60_000;
export const OAUTH_CALLBACK = '/api/email/oauth/callback';

interface GrantState {
  orgId: string;
  accountId: string;
  provider: EmailProvider;
  verifier: string;
  exp: number;
}

/**
 * Gmail and Microsoft 365 over OAuth (XOAUTH2), through openid-client, when the provider's client
 * is configured: the authorization code flow with PKCE, the refresh token kept sealed, and a fresh
 * access token for each IMAP session. Every request goes through `hub.outbound`. The state
 * parameter is itself sealed (organisation, account, PKCE verifier, expiry): no table needed.
 */
export function emailOAuth(hub: CrmHub, box: CredentialBox) {
  const configs = new Map<string, Promise<client.Configuration>>();
  const customFetch: client.CustomFetch = async (url, options) => {
    const body = options.body;
    const res = await hub.outbound.request(url, {
      method: options.method,
      headers: Object.fromEntries(new Headers(options.headers as HeadersInit)),
      body: body === undefined || body === null ? undefined : typeof body === 'string' ? body : String(body),
      signal: options.signal ?? undefined,
    });
    return new Response(res.status === 204 ? null : new Uint8Array(res.body), {
      status: res.status,
      headers: res.headers,
    });
  };
  const configOf = (s: OAuthClientSettings) => {
    let c = configs.get(s.issuer);
    if (!c) {
      c = client
        .discovery(new URL(s.issuer), s.clientId, s.clientSecret, undefined, {
          [client.customFetch]: customFetch,
          ...(new URL(s.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .then((conf) => {
          conf[client.customFetch] = customFetch;
          return conf;
        })
        .catch((err) => {
          configs.delete(s.issuer);
          throw err;
        });
      configs.set(s.issuer, c);
    }
    return c;
  };
  const settingsOf = (provider: EmailProvider) => {
    const s = oauthClientOf(provider, hub.settings);
    if (!s) throw new HttpError(400, `OAuth is not configured for ${provider}`);
    return s;
  };
  const redirectUri = () => `${hub.config.publicUrl}${OAUTH_CALLBACK}`;

  return {
    configured: (provider: EmailProvider) => !!oauthClientOf(provider, hub.settings),

    /** Where to send the user to grant access to this mailbox. */
    async authorizeUrl(orgId: string, accountId: string, provider: EmailProvider, loginHint: string) {
      const s = settingsOf(provider);
      const verifier = client.randomPKCECodeVerifier();
      const state = await box.seal(
        JSON.stringify({
          orgId,
          accountId,
          provider,
          verifier,
          exp: hub.clock.now().getTime() + GRANT_MS,
        } satisfies GrantState),
      );
      const url = client.buildAuthorizationUrl(await configOf(s), {
        redirect_uri: redirectUri(),
        scope: s.scope,
        state,
        login_hint: loginHint,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...s.extra,
      });
      return url.href;
    },

    /** The provider's redirect back: the code for a refresh token, for the account in the state. */
    async complete(currentUrl: URL): Promise<{ orgId: string; accountId: string; refreshToken: string }> {
      const raw = currentUrl.searchParams.get('state') ?? '';
      let st: GrantState;
      try {
        st = JSON.parse(await box.open(raw)) as GrantState;
      } catch {
        throw new HttpError(400, 'The authorization is not valid');
      }
      if (st.exp < hub.clock.now().getTime()) throw new HttpError(400, 'The authorization has expired');
      // The URL the provider redirected to, as registered (the hub's public address), with its answer.
      const back = new URL(`${redirectUri()}${currentUrl.search}`);
      let tokens: client.TokenEndpointResponse;
      try {
        tokens = await client.authorizationCodeGrant(await configOf(settingsOf(st.provider)), back, {
          pkceCodeVerifier: st.verifier,
          expectedState: raw,
        });
      } catch (err) {
        // A refused grant, a replayed code, an error answer: the user's to retry, not a hub fault.
        hub.log.warn({ err }, 'mailbox OAuth grant failed');
        throw new HttpError(400, `The provider refused the authorization: ${(err as Error).message}`);
      }
      if (!tokens.refresh_token) throw new HttpError(400, 'The provider granted no offline access');
      return { orgId: st.orgId, accountId: st.accountId, refreshToken: tokens.refresh_token };
    },

    /** A fresh access token for an IMAP session (XOAUTH2). */
    async accessToken(provider: EmailProvider, refreshToken: string): Promise<string> {
      const tokens = await client.refreshTokenGrant(await configOf(settingsOf(provider)), refreshToken);
      return tokens.access_token;
    },
  };
}

export type EmailOAuth = ReturnType<typeof emailOAuth>;
