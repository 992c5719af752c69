import { describe, expect, it } from 'vitest';
import { bool } from '../db/conventions.ts';
import { TRIAL_DAYS } from '../orgs/service.ts';
import { createTestHub, FakeClock, testDialects } from '../testing/index.ts';
import { ADDRESS_MAX } from './auth-limits.ts';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './password-policy.ts';
import { issueSetupToken, SETUP_TOKEN_INVALID, SETUP_TOKEN_NAME } from './setup-token.ts';
import { EMAIL_TAKEN } from './signup.ts';

const PASSWORD = 'violet-harbor-engine-42';

describe.each(testDialects)('sign-up on %s', (dialect) => {
  it('creates user, trial organisation, owner membership and session; the setup token makes a super admin', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      const setupToken = await issueSetupToken(t.hub.ctx.db, clock);
      const ada = t.agent();
      const res = await ada.post('/api/auth/signup', {
        email: ' Ada@Example.test ',
        password: PASSWORD,
        name: 'Ada  Lovelace King',
        organizationName: 'Analytical Engines',
        setupToken,
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('set-cookie')).toMatch(/ecohub_session=.+HttpOnly/i);
      const body = await res.json();
      expect(body).toEqual({
        id: expect.any(String),
        email: 'ada@example.test',
        firstName: 'Ada',
        lastName: 'Lovelace King',
        profileImageUrl: null,
        isSuperAdmin: true,
        role: 'owner',
        organization: {
          id: expect.any(String),
          name: 'Analytical Engines',
          plan: 'trial',
          trialEndsAt: new Date(clock.now().getTime() + TRIAL_DAYS * 86400_000).toISOString(),
        },
      });
      expect(JSON.stringify(body)).not.toContain(ada.cookie as string);
      const org = await t.hub.ctx.db
        .selectFrom('organizations')
        .selectAll()
        .where('id', '=', body.organization.id)
        .executeTakeFirstOrThrow();
      expect(bool(org.isPlatform)).toBe(true);
      const stored = await t.hub.ctx.db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

      // The session works.
      const me = await ada.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual(body);

      // The second account: neither super admin nor platform; default organisation name from the name.
      const bob = t.agent();
      const res2 = await bob.post('/api/auth/signup', {
        email: 'bob@example.test',
        password: PASSWORD,
        name: 'Bob',
      });
      expect(res2.status).toBe(201);
      const body2 = await res2.json();
      expect(body2).toMatchObject({
        firstName: 'Bob',
        lastName: null,
        isSuperAdmin: false,
        role: 'owner',
        organization: { name: "Bob's Organization", plan: 'trial' },
      });
      expect(body2.organization.id).not.toBe(body.organization.id);
      const platforms = await t.hub.ctx.db
        .selectFrom('organizations')
        .select('id')
        .where('isPlatform', '=', 1)
        .execute();
      expect(platforms).toEqual([{ id: body.organization.id }]);

      // Same email, any case: 409 and nothing created.
      const dup = await t.agent().post('/api/auth/signup', { email: 'ADA@example.test', password: PASSWORD });
      expect(dup.status).toBe(409);
      expect(await dup.json()).toEqual({ message: EMAIL_TAKEN, code: 'conflict' });
      const users = await t.hub.ctx.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('names the organisation after the email without a name, and keeps an existing super admin', async () => {
    const t = await createTestHub({ dialect });
    try {
      await t.signedIn({ superAdmin: true });
      const res = await t
        .agent()
        .post('/api/auth/signup', { email: 'carol@example.test', password: PASSWORD });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        firstName: null,
        isSuperAdmin: false,
        organization: { name: "carol's Organization" },
      });
      const platforms = await t.hub.ctx.db
        .selectFrom('organizations')
        .select('id')
        .where('isPlatform', '=', 1)
        .execute();
      expect(platforms).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('refuses short, long and common passwords, and bad emails, with field messages', async () => {
    const t = await createTestHub({ dialect });
    try {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ email: 'a@example.test', password: 'short' }, 'password', PASSWORD_TOO_SHORT],
        [{ email: 'a@example.test', password: 'x'.repeat(257) }, 'password', PASSWORD_TOO_LONG],
        [{ email: 'a@example.test', password: 'PassWord1' }, 'password', PASSWORD_TOO_COMMON],
        [{ email: 'a@example.test', password: 'QWERTYUIOP' }, 'password', PASSWORD_TOO_COMMON],
        [{ email: 'not-an-email', password: PASSWORD }, 'email', 'Please enter a valid email address'],
        [{ password: PASSWORD }, 'email', 'Please enter a valid email address'],
        [{ email: 'a@example.test', password: PASSWORD, name: 7 }, 'name', expect.any(String)],
      ];
      for (const [body, path, message] of cases) {
        const res = await t.request('/api/auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(400);
        const err = await res.json();
        expect(err.code).toBe('validation');
        expect(err.issues).toContainEqual({ path, message });
      }
      const ok = await t
        .agent()
        .post('/api/auth/signup', { email: 'a@example.test', password: 'x'.repeat(256) });
      expect(ok.status).toBe(201);
      expect(await t.hub.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)('the setup token on %s', (dialect) => {
  it('is the only way to super admin from the web: the first sign-up of an empty instance is not one', async () => {
    const t = await createTestHub({ dialect });
    try {
      const res = await t
        .agent()
        .post('/api/auth/signup', { email: 'first@example.test', password: PASSWORD });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ isSuperAdmin: false });
      const platforms = await t.hub.ctx.db
        .selectFrom('organizations')
        .select('id')
        .where('isPlatform', '=', 1)
        .execute();
      expect(platforms).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('is stored hashed, works once, only the last one issued, and is not issued once a super admin exists', async () => {
    const t = await createTestHub({ dialect });
    const db = t.hub.ctx.db;
    try {
      const old = (await issueSetupToken(db, t.hub.ctx.clock)) as string;
      const token = (await issueSetupToken(db, t.hub.ctx.clock)) as string;
      expect(token).toMatch(/^[\w-]{43}$/);
      const stored = await db
        .selectFrom('hubSecrets')
        .select('value')
        .where('name', '=', SETUP_TOKEN_NAME)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.value).not.toContain(token);
      for (const bad of [old, 'not-the-token']) {
        const res = await t
          .agent()
          .post('/api/auth/signup', { email: 'eve@example.test', password: PASSWORD, setupToken: bad });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ message: SETUP_TOKEN_INVALID, code: 'invalid_setup_token' });
      }
      expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
      const ok = await t
        .agent()
        .post('/api/auth/signup', { email: 'root@example.test', password: PASSWORD, setupToken: token });
      expect(ok.status).toBe(201);
      expect(await ok.json()).toMatchObject({ isSuperAdmin: true });
      const again = await t
        .agent()
        .post('/api/auth/signup', { email: 'eve@example.test', password: PASSWORD, setupToken: token });
      expect(again.status).toBe(400);
      expect(await issueSetupToken(db, t.hub.ctx.clock)).toBeNull();
      expect(
        await db.selectFrom('hubSecrets').select('name').where('name', '=', SETUP_TOKEN_NAME).execute(),
      ).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('makes exactly one super admin and one platform organisation from simultaneous sign-ups', async () => {
    const t = await createTestHub({ dialect });
    try {
      const setupToken = await issueSetupToken(t.hub.ctx.db, t.hub.ctx.clock);
      const results = await Promise.all(
        ['p@example.test', 'q@example.test', 'r@example.test'].map((email) =>
          t.agent().post('/api/auth/signup', { email, password: PASSWORD, setupToken }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
      const admins = await t.hub.ctx.db
        .selectFrom('users')
        .select('id')
        .where('isSuperAdmin', '=', 1)
        .execute();
      expect(admins).toHaveLength(1);
      const platforms = await t.hub.ctx.db
        .selectFrom('organizations')
        .select('id')
        .where('isPlatform', '=', 1)
        .execute();
      expect(platforms).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)('sign-up rate limit on %s', (dialect) => {
  it('refuses the 11th sign-up from one address within 10 minutes', async () => {
    const t = await createTestHub({ dialect });
    try {
      const signUp = (i: number, address: string) =>
        t
          .agent()
          .post(
            '/api/auth/signup',
            { email: `u${i}@example.test`, password: PASSWORD },
            { 'x-forwarded-for': address },
          );
      for (let i = 0; i < ADDRESS_MAX; i++) expect((await signUp(i, '203.0.113.40')).status).toBe(201);
      const limited = await signUp(99, '203.0.113.40');
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
      expect((await signUp(100, '203.0.113.41')).status).toBe(201);
    } finally {
      await t.close();
    }
  });
});
