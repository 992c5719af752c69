import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bool } from '../db/conventions.ts';
import { createTestHub, FakeClock, type TestHub, testDialects } from '../testing/index.ts';
import { followToHub, startTestIdp, type TestIdp } from '../testing/oidc-test-idp.ts';
import { LOGIN_STATE_COOKIE, loginStateKey, openLoginState, sealLoginState } from './oidc-state.ts';
import { validateSessionToken } from './sessions.ts';

const CALLBACK = 'http://localhost:3000/api/callback';

let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp(CALLBACK);
});
afterAll(() => idp.close());

const oidcHub = (dialect: 'sqlite' | 'postgres', clock?: FakeClock) =>
  createTestHub({
    dialect,
    clock,
    config: { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret },
  });

/** GET /api/login, then the provider's redirects, up to the callback the browser would open. */
async function toCallback(t: TestHub) {
  const start = await t.request('/api/login');
  expect(start.status).toBe(302);
  const location = start.headers.get('location')!;
  expect(location.startsWith(`${idp.issuer}/auth?`)).toBe(true);
  const auth = new URL(location).searchParams;
  expect(auth.get('code_challenge_method')).toBe('S256');
  expect(auth.get('state')).toBeTruthy();
  expect(auth.get('nonce')).toBeTruthy();
  const setCookie = start.headers.getSetCookie().find((l) => l.startsWith(`${LOGIN_STATE_COOKIE}=`))!;
  expect(setCookie).toMatch(/HttpOnly/i);
  const stateCookie = setCookie.split(';')[0]!.slice(LOGIN_STATE_COOKIE.length + 1);
  const callback = new URL(await followToHub(location, CALLBACK));
  return { query: callback.searchParams, stateCookie };
}

const callback = (t: TestHub, query: URLSearchParams, stateCookie: string) =>
  t.request(`/api/callback?${query}`, { headers: { cookie: `${LOGIN_STATE_COOKIE}=${stateCookie}` } });

const sessions = async (t: TestHub) =>
  (await t.hub.ctx.db.selectFrom('sessions').selectAll().execute()).length;

describe.each(testDialects)('OIDC sign-in on %s', (dialect) => {
  it('signs a new person in: user, organisation on trial, one session, then the dashboard', async () => {
    const t = await oidcHub(dialect);
    try {
      idp.account = {
        sub: `new-${dialect}`,
        email: 'Grace@Example.test',
        email_verified: true,
        given_name: 'Grace',
        family_name: 'Hopper',
      };
      const { query, stateCookie } = await toCallback(t);
      const res = await callback(t, query, stateCookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/dashboard');
      const token = res.headers
        .getSetCookie()
        .find((l) => l.startsWith('ecohub_session='))!
        .split(';')[0]!
        .slice('ecohub_session='.length);
      expect(await sessions(t)).toBe(1);
      const session = await validateSessionToken(t.hub.ctx.db, t.hub.ctx.clock, token);
      const user = await t.hub.ctx.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ email: 'grace@example.test', firstName: 'Grace', lastName: 'Hopper' });
      expect(user.oidcSubject).toBe(`new-${dialect}`);
      // The first account of an instance without a super admin becomes it, with the platform organisation.
      expect(bool(user.isSuperAdmin)).toBe(true);
      const org = await t.hub.ctx.db.selectFrom('organizations').selectAll().executeTakeFirstOrThrow();
      expect(session).toMatchObject({ userId: user.id, orgId: org.id });
      expect(bool(org.isPlatform)).toBe(true);
      expect(Date.parse(org.trialEndsAt) - Date.parse(org.createdAt)).toBe(14 * 86400_000);
      const member = await t.hub.ctx.db.selectFrom('memberships').selectAll().executeTakeFirstOrThrow();
      expect(member).toMatchObject({ userId: user.id, orgId: org.id, role: 'owner' });

      // The same person again: the same account, a second session, nothing new.
      const again = await toCallback(t);
      expect((await callback(t, again.query, again.stateCookie)).headers.get('location')).toBe('/dashboard');
      expect(await sessions(t)).toBe(2);
      expect(await t.hub.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(1);
      expect(await t.hub.ctx.db.selectFrom('organizations').select('id').execute()).toHaveLength(1);

      // A second person is an ordinary owner of their own, non-platform organisation.
      idp.account = { sub: `second-${dialect}`, email: 'linus@example.test', email_verified: true };
      const second = await toCallback(t);
      await callback(t, second.query, second.stateCookie);
      const linus = await t.hub.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'linus@example.test')
        .executeTakeFirstOrThrow();
      expect(bool(linus.isSuperAdmin)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('links an existing account by verified email, never by an unverified one', async () => {
    const t = await oidcHub(dialect);
    try {
      const existing = await t.signedIn({ email: 'ada@example.test' });
      await t.hub.ctx.db.deleteFrom('sessions').execute();
      idp.account = { sub: `ada-${dialect}`, email: 'ada@example.test', email_verified: false };
      const unverified = await toCallback(t);
      const refused = await callback(t, unverified.query, unverified.stateCookie);
      expect(refused.headers.get('location')).toBe('/login?error=email_not_verified');
      expect(await sessions(t)).toBe(0);

      idp.account = { ...idp.account, email_verified: true };
      const verified = await toCallback(t);
      const ok = await callback(t, verified.query, verified.stateCookie);
      expect(ok.headers.get('location')).toBe('/dashboard');
      const user = await t.hub.ctx.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ id: existing.userId, oidcSubject: `ada-${dialect}` });
      const session = await t.hub.ctx.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
      expect(session).toMatchObject({ userId: existing.userId, orgId: existing.orgId });
    } finally {
      await t.close();
    }
  });

  it('refuses a callback whose state was tampered with', async () => {
    const t = await oidcHub(dialect);
    try {
      idp.account = { sub: `state-${dialect}`, email: 'eve@example.test', email_verified: true };
      const { query, stateCookie } = await toCallback(t);
      query.set('state', `${query.get('state')}x`);
      const res = await callback(t, query, stateCookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login?error=state_mismatch');
      expect(res.headers.getSetCookie().some((l) => l.startsWith('ecohub_session='))).toBe(false);
      expect(await sessions(t)).toBe(0);
      expect(await t.hub.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('refuses an ID token whose nonce is not the stored one', async () => {
    const t = await oidcHub(dialect);
    try {
      idp.account = { sub: `nonce-${dialect}`, email: 'mallory@example.test', email_verified: true };
      const { query, stateCookie } = await toCallback(t);
      const key = await loginStateKey(t.hub.ctx);
      const pending = openLoginState(key, stateCookie)!;
      const forged = sealLoginState(key, { ...pending, nonce: `${pending.nonce}x` });
      const res = await callback(t, query, forged);
      expect(res.headers.get('location')).toBe('/login?error=nonce_mismatch');
      expect(await sessions(t)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('refuses a missing, forged, expired or replayed sign-in', async () => {
    const clock = new FakeClock();
    const t = await oidcHub(dialect, clock);
    try {
      idp.account = { sub: `replay-${dialect}`, email: 'trudy@example.test', email_verified: true };
      const first = await toCallback(t);
      const noCookie = await t.request(`/api/callback?${first.query}`);
      expect(noCookie.headers.get('location')).toBe('/login?error=login_expired');
      const forged = await callback(t, first.query, `${first.stateCookie.slice(0, -2)}AA`);
      expect(forged.headers.get('location')).toBe('/login?error=login_expired');
      expect((await callback(t, first.query, first.stateCookie)).headers.get('location')).toBe('/dashboard');
      // The code is single-use: replaying the whole callback starts nothing.
      const replay = await callback(t, first.query, first.stateCookie);
      expect(replay.headers.get('location')).toBe('/login?error=token_exchange_failed');
      expect(await sessions(t)).toBe(1);

      const late = await toCallback(t);
      clock.advance(10 * 60_000);
      const expired = await callback(t, late.query, late.stateCookie);
      expect(expired.headers.get('location')).toBe('/login?error=login_expired');
      expect(await sessions(t)).toBe(1);

      const denied = await callback(t, new URLSearchParams({ error: 'access_denied' }), late.stateCookie);
      expect(denied.headers.get('location')).toBe('/login?error=login_expired');
    } finally {
      await t.close();
    }
  });

  it('reads the email from the userinfo endpoint when the ID token lacks it', async () => {
    const strict = await startTestIdp(CALLBACK, { claimsInIdToken: false });
    const t = await createTestHub({
      dialect,
      config: {
        OIDC_ISSUER: strict.issuer,
        OIDC_CLIENT_ID: strict.clientId,
        OIDC_CLIENT_SECRET: strict.clientSecret,
      },
    });
    try {
      strict.account = { sub: `strict-${dialect}`, email: 'barbara@example.test', email_verified: true };
      const start = await t.request('/api/login');
      const stateCookie = start.headers
        .getSetCookie()[0]!
        .split(';')[0]!
        .slice(LOGIN_STATE_COOKIE.length + 1);
      const query = new URL(await followToHub(start.headers.get('location')!, CALLBACK)).searchParams;
      expect((await callback(t, query, stateCookie)).headers.get('location')).toBe('/dashboard');
      const user = await t.hub.ctx.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ email: 'barbara@example.test', oidcSubject: `strict-${dialect}` });
    } finally {
      await t.close();
      await strict.close();
    }
  });

  it('opens the web sign-in page when single sign-on is not configured', async () => {
    const t = await createTestHub({ dialect });
    try {
      const res = await t.request('/api/login');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login');
      const cb = await t.request('/api/callback?code=x&state=y');
      expect(cb.headers.get('location')).toBe('/login?error=not_configured');
    } finally {
      await t.close();
    }
  });
});
