import { z } from 'zod';
import type { HubApp, HubContext } from '../plugin.ts';
import { validate } from '../validate.ts';
import { setSessionCookie } from './cookie.ts';
import { accountForIdentity } from './oidc-account.ts';
import { type OidcFailure, OidcLoginError, oidcClient } from './oidc-client.ts';
import { LOGIN_STATE_LIFETIME_MS, setLoginStateCookie, takeLoginState } from './oidc-state.ts';
import { createSession, invalidateSession } from './sessions.ts';

const callbackQuery = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
});

/** Where a failed sign-in lands: the web sign-in page names the reason from the code. */
export const loginErrorUrl = (code: OidcFailure | 'not_configured') => `/login?error=${code}`;

/**
 * GET /api/login starts single sign-on when OIDC_ISSUER is set (else it opens the web /login
 * page); GET /api/callback finishes it and opens the dashboard. A failure never leaves a session.
 */
export function oidcRoutes(app: HubApp, hub: HubContext): void {
  const oidc = hub.config.OIDC_ISSUER ? oidcClient(hub.config) : null;

  app.get('/api/login', async (c) => {
    if (!oidc) return c.redirect('/login');
    try {
      const { url, pending } = await oidc.start(hub.clock.now(), LOGIN_STATE_LIFETIME_MS);
      await setLoginStateCookie(c, hub, pending);
      return c.redirect(url.href);
    } catch (err) {
      hub.log.error({ err }, 'single sign-on could not start');
      return c.redirect(loginErrorUrl('provider_unavailable'));
    }
  });

  app.get('/api/callback', validate('query', callbackQuery), async (c) => {
    const pending = await takeLoginState(c, hub);
    if (!oidc) return c.redirect(loginErrorUrl('not_configured'));
    try {
      if (!pending || pending.expiresAt <= hub.clock.now().getTime())
        throw new OidcLoginError('login_expired', 'The sign-in took too long or was started elsewhere');
      const query = c.req.valid('query');
      if (query.error)
        throw new OidcLoginError('provider_refused', `The identity provider answered ${query.error}`);
      if (query.state !== pending.state)
        throw new OidcLoginError('state_mismatch', 'The sign-in state does not match');
      // The URL the provider redirected to, rebuilt on the public origin (the hub may sit behind a proxy).
      const callbackUrl = new URL(`${oidc.redirectUri}${new URL(c.req.url).search}`);
      const identity = await oidc.finish(callbackUrl, pending);
      const account = await accountForIdentity(hub, identity);
      const previous = c.get('principal')?.sessionId;
      if (previous) await invalidateSession(hub.db, previous);
      const { token } = await createSession(hub.db, hub.clock, account.userId, account.orgId);
      setSessionCookie(c, hub.config.publicUrl, token);
      hub.log.info({ userId: account.userId, created: account.created }, 'single sign-on succeeded');
      return c.redirect('/dashboard');
    } catch (err) {
      if (!(err instanceof OidcLoginError)) throw err;
      hub.log.warn({ code: err.code, reason: err.message, cause: err.cause }, 'single sign-on refused');
      return c.redirect(loginErrorUrl(err.code));
    }
  });
}
