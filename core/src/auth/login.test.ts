import { describe, expect, it } from 'vitest';
import { coreServices } from '../core-plugin.ts';
import { createTestHub, FakeClock, type TestHub, testDialects } from '../testing/index.ts';
import { INVALID_CREDENTIALS, NO_ORGANIZATION } from './login.ts';
import { hashPassword } from './password.ts';
import { ABSOLUTE_LIFETIME_MS, ACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_TIMEOUT_MS } from './sessions.ts';

const PASSWORD = 'violet-harbor-engine-42';
const DAY = 24 * 3600_000;

async function signUp(t: TestHub, email: string) {
  const res = await t.agent().post('/api/auth/signup', { email, password: PASSWORD, name: 'Grace Hopper' });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; organization: { id: string } };
}

const sessionCount = async (t: TestHub, userId: string) =>
  (await t.hub.ctx.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute()).length;

describe.each(testDialects)('sign-in and sessions on %s', (dialect) => {
  it('signs in, answers the user, signs out', async () => {
    const t = await createTestHub({ dialect });
    try {
      const user = await signUp(t, 'grace@example.test');
      const a = t.agent();
      const res = await a.post('/api/auth/login', { email: 'GRACE@example.test', password: PASSWORD });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        id: user.id,
        email: 'grace@example.test',
        firstName: 'Grace',
        lastName: 'Hopper',
        role: 'owner',
        organization: { id: user.organization.id, plan: 'trial' },
      });
      expect(a.cookie).toBeTruthy();
      expect(JSON.stringify(body)).not.toContain(a.cookie as string);
      expect(await sessionCount(t, user.id)).toBe(2); // the sign-up's and this one

      const me = await a.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual(body);

      const out = await a.post('/api/auth/logout');
      expect(out.status).toBe(204);
      expect(a.cookie).toBeNull();
      expect(await sessionCount(t, user.id)).toBe(1);
      expect((await a.get('/api/auth/user')).status).toBe(401);

      // GET /api/logout no longer signs out (a cross-site link could); POST behind the CSRF check does.
      const b = t.agent();
      await b.post('/api/auth/login', { email: 'grace@example.test', password: PASSWORD });
      const nav = await b.get('/api/logout');
      expect(nav.status).toBe(404);
      expect(b.cookie).toBeTruthy();
      expect((await b.get('/api/auth/user')).status).toBe(200);
      expect(await sessionCount(t, user.id)).toBe(2);
      const crossSite = await b.post('/api/auth/logout', undefined, { origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      expect(await sessionCount(t, user.id)).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('gives one answer to an unknown email and a wrong password', async () => {
    const t = await createTestHub({ dialect });
    try {
      await signUp(t, 'grace@example.test');
      const wrong = await t
        .agent()
        .post('/api/auth/login', { email: 'grace@example.test', password: 'not-it-at-all' });
      const unknown = await t
        .agent()
        .post('/api/auth/login', { email: 'nobody@example.test', password: PASSWORD });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const [w, u] = [await wrong.json(), await unknown.json()];
      expect(w).toEqual({ message: INVALID_CREDENTIALS, code: 'unauthorized' });
      expect(u).toEqual(w);
      expect(wrong.headers.get('set-cookie')).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('refuses an account that belongs to no organisation with a clear message', async () => {
    const t = await createTestHub({ dialect });
    try {
      const users = t.hub.ctx.use(coreServices).users;
      await users.create({ email: 'lone@example.test', passwordHash: await hashPassword(PASSWORD) });
      const res = await t.agent().post('/api/auth/login', { email: 'lone@example.test', password: PASSWORD });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: NO_ORGANIZATION, code: 'forbidden' });
      expect(res.headers.get('set-cookie')).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('renews an active session and expires an idle one, and ends any session at its absolute lifetime', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      await signUp(t, 'grace@example.test');
      const a = t.agent();
      await a.post('/api/auth/login', { email: 'grace@example.test', password: PASSWORD });
      const lastVerified = async () =>
        (
          await t.hub.ctx.db
            .selectFrom('sessions')
            .select('lastVerifiedAt')
            .where('id', '=', (a.cookie as string).split('.')[0] as string)
            .executeTakeFirstOrThrow()
        ).lastVerifiedAt;

      // Within the check interval nothing is written; after it the activity time moves on.
      const start = await lastVerified();
      clock.advance(ACTIVITY_CHECK_INTERVAL_MS - 1000);
      expect((await a.get('/api/auth/user')).status).toBe(200);
      expect(await lastVerified()).toBe(start);
      clock.advance(INACTIVITY_TIMEOUT_MS - DAY);
      expect((await a.get('/api/auth/user')).status).toBe(200);
      expect(await lastVerified()).toBe(clock.now().toISOString());
      // Renewed: alive although more than the idle timeout has passed since sign-in.
      clock.advance(INACTIVITY_TIMEOUT_MS - DAY);
      expect((await a.get('/api/auth/user')).status).toBe(200);
      // Idle for the whole timeout: gone.
      clock.advance(INACTIVITY_TIMEOUT_MS);
      expect((await a.get('/api/auth/user')).status).toBe(401);

      // Kept active, a session still ends at its absolute lifetime.
      const b = t.agent();
      await b.post('/api/auth/login', { email: 'grace@example.test', password: PASSWORD });
      let elapsed = 0;
      while (elapsed + 9 * DAY < ABSOLUTE_LIFETIME_MS) {
        clock.advance(9 * DAY);
        elapsed += 9 * DAY;
        expect((await b.get('/api/auth/user')).status).toBe(200);
      }
      clock.advance(ABSOLUTE_LIFETIME_MS - elapsed);
      expect((await b.get('/api/auth/user')).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
