import { describe, expect, it, vi } from 'vitest';
import { createTestHub, FakeClock, type TestHub, testDialects } from '../testing/index.ts';
import { RESET_DONE, RESET_INVALID, RESET_SENT } from './reset.ts';
import { hashResetToken, RESET_TOKEN_LIFETIME_MS } from './reset-tokens.ts';

const OLD = 'violet-harbor-engine-42';
const NEW = 'amber-lighthouse-canal-7';
const NEWER = 'copper-meadow-signal-19';

const resetMails = (t: TestHub, to: string) =>
  t.hub.ctx.db
    .selectFrom('outbox')
    .select(['text', 'orgId'])
    .where('toAddress', '=', to)
    .where('template', '=', 'password-reset')
    .orderBy('createdAt', 'desc')
    .execute();

/**
 * Asks for a reset link and reads the token from the new mail in the outbox, as the user would
 * from the link. The mail is written just after the answer, so the outbox is polled briefly.
 */
async function forgotAndRead(t: TestHub, email: string): Promise<string> {
  const to = email.toLowerCase();
  const before = (await resetMails(t, to)).length;
  const res = await t.agent().post('/api/auth/forgot-password', { email });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ message: RESET_SENT });
  const mails = await vi.waitFor(
    async () => {
      const rows = await resetMails(t, to);
      if (rows.length <= before) throw new Error('no mail yet');
      return rows;
    },
    { timeout: 5000, interval: 5 },
  );
  const m = String(mails[0]?.text ?? '').match(/http:\/\/localhost:3000\/login\?reset=([a-z0-9]+)/);
  expect(m).toBeTruthy();
  return (m as RegExpMatchArray)[1] as string;
}

const reset = (t: TestHub, token: string, password: string) =>
  t.agent().post('/api/auth/reset-password', { token, password });
const login = (t: TestHub, email: string, password: string) =>
  t.agent().post('/api/auth/login', { email, password });

describe.each(testDialects)('password reset on %s', (dialect) => {
  it('mails a single-use link that sets the password and signs every device out', async () => {
    const t = await createTestHub({ dialect });
    try {
      const signedIn = t.agent();
      await signedIn.post('/api/auth/signup', { email: 'grace@example.test', password: OLD });

      const token = await forgotAndRead(t, 'GRACE@example.test');
      // An unknown address gets exactly the same answer, and no mail.
      const unknown = await t.agent().post('/api/auth/forgot-password', { email: 'nobody@example.test' });
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({ message: RESET_SENT });
      const mails = await t.hub.ctx.db.selectFrom('outbox').select(['toAddress', 'orgId']).execute();
      // No organisation's outbox lists the link (its admins could take the account over).
      expect(mails).toEqual([{ toAddress: 'grace@example.test', orgId: null }]);
      // Only hashes are stored.
      const stored = await t.hub.ctx.db.selectFrom('password_reset_tokens').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).toBe(hashResetToken(token));
      expect(JSON.stringify(stored)).not.toContain(token);

      const ok = await reset(t, token, NEW);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ message: RESET_DONE });
      expect(ok.headers.get('set-cookie')).toBeNull();
      expect((await signedIn.get('/api/auth/user')).status).toBe(401);
      expect((await login(t, 'grace@example.test', OLD)).status).toBe(401);
      expect((await login(t, 'grace@example.test', NEW)).status).toBe(200);

      // Used once: refused the second time, the password stays.
      const again = await reset(t, token, NEWER);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ message: RESET_INVALID, code: 'invalid_token' });
      expect((await login(t, 'grace@example.test', NEW)).status).toBe(200);

      // A made-up token is refused the same way.
      const fake = await reset(t, 'a'.repeat(52), NEWER);
      expect(await fake.json()).toEqual({ message: RESET_INVALID, code: 'invalid_token' });
    } finally {
      await t.close();
    }
  });

  it('refuses a link after 24 hours, and a weak new password', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      await t.agent().post('/api/auth/signup', { email: 'grace@example.test', password: OLD });
      const token = await forgotAndRead(t, 'grace@example.test');

      const weak = await reset(t, token, 'short');
      expect(weak.status).toBe(400);
      expect((await weak.json()).issues).toContainEqual({
        path: 'password',
        message: 'Password must be at least 8 characters',
      });

      clock.advance(RESET_TOKEN_LIFETIME_MS);
      const late = await reset(t, token, NEW);
      expect(late.status).toBe(400);
      expect(await late.json()).toEqual({ message: RESET_INVALID, code: 'invalid_token' });
      expect((await login(t, 'grace@example.test', OLD)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('closes every other open link of the user with a reset', async () => {
    const t = await createTestHub({ dialect });
    try {
      await t.agent().post('/api/auth/signup', { email: 'grace@example.test', password: OLD });
      const first = await forgotAndRead(t, 'grace@example.test');
      const second = await forgotAndRead(t, 'grace@example.test');
      expect((await reset(t, second, NEW)).status).toBe(200);
      const other = await reset(t, first, NEWER);
      expect(other.status).toBe(400);
      expect((await login(t, 'grace@example.test', NEW)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('lists reset requests of its own organisation to admins: metadata and status, never a token', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      const owner = t.agent();
      const ownerUser = await (
        await owner.post('/api/auth/signup', { email: 'grace@example.test', password: OLD })
      ).json();
      const orgId = ownerUser.organization.id as string;
      await t.signedIn({ email: 'ada@example.test', orgId, role: 'member' });
      const outsider = await t.signedIn({ email: 'eve@example.test', role: 'admin' });

      await forgotAndRead(t, 'ada@example.test'); // will expire
      clock.advance(RESET_TOKEN_LIFETIME_MS);
      const used = await forgotAndRead(t, 'grace@example.test');
      clock.advance(60_000);
      expect((await reset(t, used, NEW)).status).toBe(200);
      clock.advance(60_000);
      const open = await forgotAndRead(t, 'ada@example.test'); // still open
      await forgotAndRead(t, 'eve@example.test'); // another organisation

      const admin = t.agent();
      await admin.post('/api/auth/login', { email: 'grace@example.test', password: NEW });
      const res = await admin.get('/api/auth/reset-tokens');
      expect(res.status).toBe(200);
      const { tokens } = await res.json();
      expect(tokens.map((r: { email: string; status: string }) => [r.email, r.status])).toEqual([
        ['ada@example.test', 'sent'],
        ['grace@example.test', 'used'],
        ['ada@example.test', 'expired'],
      ]);
      expect(Object.keys(tokens[0]).sort()).toEqual([
        'createdAt',
        'email',
        'expiresAt',
        'id',
        'status',
        'usedAt',
      ]);
      expect(tokens[0].expiresAt).toBe(
        new Date(clock.now().getTime() + RESET_TOKEN_LIFETIME_MS).toISOString(),
      );
      expect(tokens[1].usedAt).toBeTruthy();
      const text = JSON.stringify(tokens);
      expect(text).not.toContain(open);
      expect(text).not.toContain(hashResetToken(open));

      const theirs = await (await outsider.agent.get('/api/auth/reset-tokens')).json();
      expect(theirs.tokens.map((r: { email: string }) => r.email)).toEqual(['eve@example.test']);
    } finally {
      await t.close();
    }
  });
});
