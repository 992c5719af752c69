import { describe, expect, it } from 'vitest';
import { bool } from '../db/conventions.ts';
import { TRIAL_DAYS } from '../orgs/service.ts';
import { createTestHub, FakeClock, testDialects } from '../testing/index.ts';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './password-policy.ts';
import { EMAIL_TAKEN } from './signup.ts';

const PASSWORD = 'violet-harbor-engine-42';

describe.each(testDialects)('sign-up on %s', (dialect) => {
  it('creates user, trial organisation, owner membership and session; the first account is super admin', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      const ada = t.agent();
      const res = await ada.post('/api/auth/signup', {
        email: ' Ada@Example.test ',
        password: PASSWORD,
        name: 'Ada  Lovelace King',
        organizationName: 'Analytical Engines',
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

describe.each(testDialects)('simultaneous first sign-ups on %s', (dialect) => {
  it('make exactly one super admin and one platform organisation', async () => {
    const t = await createTestHub({ dialect });
    try {
      const results = await Promise.all(
        ['p@example.test', 'q@example.test', 'r@example.test'].map((email) =>
          t.agent().post('/api/auth/signup', { email, password: PASSWORD }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
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
