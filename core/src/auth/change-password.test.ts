import { describe, expect, it } from 'vitest';
import { createTestHub, testDialects } from '../testing/index.ts';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED, PASSWORD_UNCHANGED } from './change-password.ts';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from './password-policy.ts';

const OLD = 'violet-harbor-engine-42';
const NEW = 'amber-lighthouse-canal-7';

describe.each(testDialects)('change password on %s', (dialect) => {
  it('sets the new password, signs every other device out and keeps the caller signed in', async () => {
    const t = await createTestHub({ dialect });
    try {
      const here = t.agent();
      expect(
        (await here.post('/api/auth/signup', { email: 'grace@example.test', password: OLD })).status,
      ).toBe(201);
      const elsewhere = t.agent();
      expect(
        (await elsewhere.post('/api/auth/login', { email: 'grace@example.test', password: OLD })).status,
      ).toBe(200);
      const oldCookie = here.cookie;

      const res = await here.post('/api/auth/change-password', {
        currentPassword: OLD,
        newPassword: NEW,
        confirmPassword: NEW,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: PASSWORD_CHANGED });
      expect(here.cookie).toBeTruthy();
      expect(here.cookie).not.toBe(oldCookie);

      expect((await here.get('/api/auth/user')).status).toBe(200);
      expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
      const stale = t.agent();
      stale.cookie = oldCookie;
      expect((await stale.get('/api/auth/user')).status).toBe(401);
      const sessions = await t.hub.ctx.db.selectFrom('sessions').select('id').execute();
      expect(sessions).toHaveLength(1);

      expect(
        (await t.agent().post('/api/auth/login', { email: 'grace@example.test', password: OLD })).status,
      ).toBe(401);
      expect(
        (await t.agent().post('/api/auth/login', { email: 'grace@example.test', password: NEW })).status,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses a wrong current password and invalid new ones with the form messages, changing nothing', async () => {
    const t = await createTestHub({ dialect });
    try {
      const a = t.agent();
      await a.post('/api/auth/signup', { email: 'grace@example.test', password: OLD });
      const other = t.agent();
      await other.post('/api/auth/login', { email: 'grace@example.test', password: OLD });

      const wrong = await a.post('/api/auth/change-password', {
        currentPassword: 'not-my-password',
        newPassword: NEW,
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({
        message: CURRENT_PASSWORD_WRONG,
        code: 'invalid_password',
        issues: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }],
      });

      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ currentPassword: '', newPassword: NEW }, 'currentPassword', 'Current password is required'],
        [{ currentPassword: OLD, newPassword: 'short' }, 'newPassword', PASSWORD_TOO_SHORT],
        [{ currentPassword: OLD, newPassword: 'Password1' }, 'newPassword', PASSWORD_TOO_COMMON],
        [
          { currentPassword: OLD, newPassword: NEW, confirmPassword: 'different' },
          'confirmPassword',
          "Passwords don't match",
        ],
        [{ currentPassword: OLD, newPassword: OLD }, 'newPassword', PASSWORD_UNCHANGED],
      ];
      for (const [body, path, message] of cases) {
        const res = await a.post('/api/auth/change-password', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await res.json()).issues).toContainEqual({ path, message });
      }

      // Nothing changed: both sessions live, the old password still works.
      expect((await a.get('/api/auth/user')).status).toBe(200);
      expect((await other.get('/api/auth/user')).status).toBe(200);
      expect(
        (await t.agent().post('/api/auth/login', { email: 'grace@example.test', password: OLD })).status,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
