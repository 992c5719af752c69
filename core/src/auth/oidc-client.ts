import * as client from 'openid-client';
import type { Config } from '../config.ts';
import type { PendingLogin } from './oidc-state.ts';

/** The identity claims the hub uses, from the ID token (or the userinfo endpoint when it lacks them). */
export interface OidcIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

export type OidcFailure =
  | 'provider_unavailable'
  | 'login_expired'
  | 'provider_refused'
  | 'state_mismatch'
  | 'nonce_mismatch'
  | 'token_exchange_failed'
  | 'email_missing'
  | 'email_not_verified'
  | 'account_conflict';

/** A sign-in that must not start a session; `code` goes to /login?error=<code>. */
export class OidcLoginError extends Error {
  constructor(
    readonly code: OidcFailure,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The OpenID Connect relying party (openid-client): discovery once per process, authorization code
 * flow with PKCE (S256), state and nonce.
 */
export function oidcClient(config: Config) {
  const issuer = new URL(config.OIDC_ISSUER!);
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(
        issuer,
        config.OIDC_CLIENT_ID!,
        config.OIDC_CLIENT_SECRET,
        config.OIDC_CLIENT_SECRET ? undefined : client.None(),
        // Plain http only for an identity provider on this machine (development and tests).
        issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)
          ? { execute: [client.allowInsecureRequests] }
          : undefined,
      )
      .catch((err) => {
        discovered = null; // try again on the next sign-in
        throw new OidcLoginError('provider_unavailable', 'The identity provider could not be reached', err);
      });
    return discovered;
  };
  const redirectUri = `${config.publicUrl}/api/callback`;

  return {
    redirectUri,
    /** The provider's authorization URL and what the callback will need to check. */
    async start(now: Date, lifetimeMs: number): Promise<{ url: URL; pending: PendingLogin }> {
      const cfg = await configuration();
      const verifier = client.randomPKCECodeVerifier();
      const pending: PendingLogin = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier,
        expiresAt: now.getTime() + lifetimeMs,
      };
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },

    /** Exchanges the code of `callbackUrl` and returns the verified identity. */
    async finish(callbackUrl: URL, pending: PendingLogin): Promise<OidcIdentity> {
      const cfg = await configuration();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        const text = messages(err);
        if (/nonce/i.test(text))
          throw new OidcLoginError('nonce_mismatch', 'The ID token does not belong to this sign-in', err);
        if (/"state"/.test(text))
          throw new OidcLoginError('state_mismatch', 'The sign-in state does not match', err);
        throw new OidcLoginError(
          'token_exchange_failed',
          'The identity provider did not confirm the sign-in',
          err,
        );
      }
      let claims: Record<string, unknown> = { ...tokens.claims() };
      if (typeof claims.email !== 'string' && tokens.access_token) {
        const info = await client
          .fetchUserInfo(cfg, tokens.access_token, String(claims.sub))
          .catch(() => null);
        if (info) claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
      }
      const text = (k: string) => (typeof claims[k] === 'string' && claims[k] ? (claims[k] as string) : null);
      return {
        sub: String(claims.sub),
        email: text('email')?.trim().toLowerCase() ?? null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: text('given_name'),
        lastName: text('family_name'),
        picture: text('picture'),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof oidcClient>;

/** openid-client wraps the precise reason in `cause`: read the whole chain. */
function messages(err: unknown): string {
  const parts: string[] = [];
  for (
    let e = err as { message?: unknown; cause?: unknown } | undefined;
    e && parts.length < 5;
    e = e.cause as typeof e
  )
    parts.push(String(e.message ?? ''));
  return parts.join(' / ');
}
