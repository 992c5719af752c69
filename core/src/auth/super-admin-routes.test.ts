import { describe, expect, it } from 'vitest';
import { createTestHub, FakeClock, type SignedIn, type TestHub, testDialects } from '../testing/index.ts';
import { hashPassword } from './password.ts';
import { ELEVATION_IDLE_MS, ELEVATION_LIFETIME_MS } from './sessions.ts';
import { ADMIN_FEATURE_IDS } from './super-admin-features.ts';

const PASSWORD = 'correct horse battery staple';
const SIGNED_OUT = { authenticated: false, user: null, permissions: [] };

async function withPassword(t: TestHub, s: SignedIn): Promise<SignedIn> {
  await t.hub.ctx.db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where('id', '=', s.userId)
    .execute();
  return s;
}

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe.each(testDialects)('super admin sessions on %s', (dialect) => {
  it('tells a signed-out caller they are not authenticated and refuses the admin calls', async () => {
    const t = await createTestHub({ dialect });
    try {
      expect(await json(await t.request('/api/super-admin/status'))).toEqual({
        status: 200,
        body: SIGNED_OUT,
      });
      const login = await t.agent().post('/api/super-admin/login', { email: 'a@b.test', password: 'x' });
      expect(await json(login)).toMatchObject({
        status: 401,
        body: { message: 'Invalid super admin credentials' },
      });
      expect((await t.request('/api/super-admin/features')).status).toBe(401);
      expect((await t.request('/api/super-admin/ecosystem-override')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('never elevates a normal user, even with their own correct password', async () => {
    const t = await createTestHub({ dialect });
    try {
      const user = await withPassword(t, await t.signedIn({ role: 'owner' }));
      const login = await user.agent.post('/api/super-admin/login', {
        email: user.email,
        password: PASSWORD,
      });
      expect(await json(login)).toMatchObject({
        status: 401,
        body: { message: 'Invalid super admin credentials', code: 'invalid_credentials' },
      });
      expect((await json(await user.agent.get('/api/super-admin/status'))).body).toEqual(SIGNED_OUT);
      expect((await user.agent.get('/api/super-admin/features')).status).toBe(403);
      expect((await user.agent.get('/api/super-admin/ecosystem-override')).status).toBe(403);
      const session = await t.hub.ctx.db
        .selectFrom('sessions')
        .select('elevatedAt')
        .executeTakeFirstOrThrow();
      expect(session.elevatedAt).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('elevates a super admin who re-enters their own password, then ends it on logout', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      const admin = await withPassword(t, await t.signedIn({ superAdmin: true }));
      const other = await withPassword(t, await t.signedIn({ superAdmin: true }));
      // Not elevated yet: a super admin account alone unlocks nothing.
      expect((await json(await admin.agent.get('/api/super-admin/status'))).body).toEqual(SIGNED_OUT);
      expect((await admin.agent.get('/api/super-admin/ecosystem-override')).status).toBe(403);

      const wrong = await admin.agent.post('/api/super-admin/login', {
        email: admin.email,
        password: 'nope',
      });
      expect(wrong.status).toBe(401);
      const notMine = await admin.agent.post('/api/super-admin/login', {
        email: other.email,
        password: PASSWORD,
      });
      expect(notMine.status).toBe(401);

      const ok = await admin.agent.post('/api/super-admin/login', {
        email: admin.email.toUpperCase(),
        password: PASSWORD,
      });
      expect(await json(ok)).toEqual({
        status: 200,
        body: { success: true, message: 'Super admin access granted' },
      });
      expect(await json(await admin.agent.get('/api/super-admin/status'))).toEqual({
        status: 200,
        body: {
          authenticated: true,
          user: { email: admin.email, role: 'super_admin' },
          permissions: [...ADMIN_FEATURE_IDS],
        },
      });
      const features = await json(await admin.agent.get('/api/super-admin/features'));
      expect(features.status).toBe(200);
      expect(features.body.availableFeatures.map((f: { id: string }) => f.id)).toEqual([
        ...ADMIN_FEATURE_IDS,
      ]);
      for (const f of features.body.availableFeatures) {
        expect(f).toEqual({
          id: f.id,
          name: expect.any(String),
          description: expect.any(String),
          enabled: true,
        });
      }
      const grantedAt = clock.now().toISOString();
      expect(await json(await admin.agent.get('/api/super-admin/ecosystem-override'))).toEqual({
        status: 200,
        body: {
          billingOverride: true,
          bypassPaywall: true,
          grantedAt,
          // Issue #11 finding 12: an idle window (was grantedAt + 12 hours).
          expiresAt: new Date(clock.now().getTime() + ELEVATION_IDLE_MS).toISOString(),
        },
      });
      // The other super admin's session is untouched.
      expect((await json(await other.agent.get('/api/super-admin/status'))).body).toEqual(SIGNED_OUT);

      const out = await admin.agent.post('/api/super-admin/logout');
      expect(out.status).toBe(200);
      expect((await json(await admin.agent.get('/api/super-admin/status'))).body).toEqual(SIGNED_OUT);
      expect((await admin.agent.get('/api/super-admin/ecosystem-override')).status).toBe(403);
      // The ordinary session survives the end of the elevation.
      expect((await admin.agent.post('/api/super-admin/logout')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('lets the elevation lapse after its lifetime', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      const admin = await t.signedIn({ superAdmin: true, elevated: true });
      expect((await json(await admin.agent.get('/api/super-admin/status'))).body.authenticated).toBe(true);
      clock.advance(ELEVATION_LIFETIME_MS);
      expect((await json(await admin.agent.get('/api/super-admin/status'))).body).toEqual(SIGNED_OUT);
      expect((await admin.agent.get('/api/super-admin/features')).status).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('lets the elevation lapse after 15 idle minutes, renewed by each admin call up to its lifetime', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      const status = async (s: SignedIn) =>
        (await json(await s.agent.get('/api/super-admin/status'))).body.authenticated;
      // Idle: answers false once the window has passed (the status call itself is no use).
      const idle = await t.signedIn({ superAdmin: true, elevated: true });
      clock.advance(ELEVATION_IDLE_MS - 60_000);
      expect(await status(idle)).toBe(true);
      clock.advance(60_000);
      expect(await status(idle)).toBe(false);
      expect((await idle.agent.get('/api/super-admin/features')).status).toBe(403);

      // In use: each admin call renews the window, until the absolute lifetime.
      const busy = await t.signedIn({ superAdmin: true, elevated: true });
      const step = ELEVATION_IDLE_MS - 60_000;
      let used = 0;
      while (used + step < ELEVATION_LIFETIME_MS) {
        clock.advance(step);
        used += step;
        expect((await busy.agent.get('/api/super-admin/features')).status).toBe(200);
        expect(await status(busy)).toBe(true);
      }
      expect(used).toBeGreaterThan(ELEVATION_IDLE_MS);
      clock.advance(ELEVATION_LIFETIME_MS - used);
      expect(await status(busy)).toBe(false);
      expect((await busy.agent.get('/api/super-admin/features')).status).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('blocks a user after 10 failed attempts for 10 minutes', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      const admin = await withPassword(t, await t.signedIn({ superAdmin: true }));
      for (let i = 0; i < 10; i++) {
        const r = await admin.agent.post('/api/super-admin/login', {
          email: admin.email,
          password: `bad${i}`,
        });
        expect(r.status).toBe(401);
      }
      const blocked = await admin.agent.post('/api/super-admin/login', {
        email: admin.email,
        password: PASSWORD,
      });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('600');
      expect(await blocked.json()).toMatchObject({ code: 'rate_limited' });
      expect((await json(await admin.agent.get('/api/super-admin/status'))).body).toEqual(SIGNED_OUT);

      clock.advance(10 * 60_000);
      const ok = await admin.agent.post('/api/super-admin/login', { email: admin.email, password: PASSWORD });
      expect(ok.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 400 with field issues for a login without a password', async () => {
    const t = await createTestHub({ dialect });
    try {
      const admin = await t.signedIn({ superAdmin: true });
      const r = await admin.agent.post('/api/super-admin/login', { email: admin.email });
      expect(r.status).toBe(400);
      expect((await r.json()).issues).toEqual([{ path: 'password', message: expect.any(String) }]);
    } finally {
      await t.close();
    }
  });
});
