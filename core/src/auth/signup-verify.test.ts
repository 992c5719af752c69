import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestHub, FakeClock, testDialects } from '../testing/index.ts';
import { startSmtpPeer } from '../testing/smtp-peer.ts';
import { SIGNUP_CHECK_EMAIL, SIGNUP_LINK_INVALID, SIGNUP_LINK_LIFETIME_MS } from './signup.ts';

const PASSWORD = 'violet-harbor-engine-42';

describe.each(testDialects)('sign-up with SMTP configured on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  const mailTo = (to: string, subject: string) =>
    vi.waitFor(
      () => {
        const m = smtp.received.find((r) => r.to.includes(to) && r.subject === subject);
        if (!m) throw new Error(`no mail to ${to}`);
        return m;
      },
      { timeout: 10_000 },
    );
  const linkIn = (raw: string) => {
    const m = /signup\?verify=([\w-]+)/.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    if (!m?.[1]) throw new Error('no link');
    return m[1];
  };

  it('answers a new and a known address alike, and creates the account from the emailed link once', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock, config: { SMTP_URL: smtp.url } });
    try {
      const known = await t.signedIn({ email: `known-${dialect}@example.test` });
      const fresh = `fresh-${dialect}@example.test`;
      const a = await t.agent().post('/api/auth/signup', { email: known.email, password: PASSWORD });
      const b = await t
        .agent()
        .post('/api/auth/signup', { email: fresh, password: PASSWORD, name: 'Fresh Face' });
      expect(a.status).toBe(202);
      expect(b.status).toBe(202);
      expect(await a.json()).toEqual({ message: SIGNUP_CHECK_EMAIL });
      expect(await b.json()).toEqual({ message: SIGNUP_CHECK_EMAIL });
      expect(a.headers.get('set-cookie')).toBeNull();
      expect(b.headers.get('set-cookie')).toBeNull();

      await mailTo(known.email, 'You already have an Ecosystem Hub account');
      const token = linkIn((await mailTo(fresh, 'Finish creating your Ecosystem Hub account')).raw);
      expect(
        await t.hub.ctx.db.selectFrom('users').select('id').where('email', '=', fresh).execute(),
      ).toEqual([]);

      const tampered = await t.agent().post('/api/auth/signup/verify', { token: `${token.slice(0, -2)}AA` });
      expect(tampered.status).toBe(400);
      const agent = t.agent();
      const done = await agent.post('/api/auth/signup/verify', { token });
      expect(done.status).toBe(201);
      expect(await done.json()).toMatchObject({ email: fresh, firstName: 'Fresh', isSuperAdmin: false });
      expect((await agent.get('/api/auth/user')).status).toBe(200);
      const again = await t.agent().post('/api/auth/signup/verify', { token });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ message: SIGNUP_LINK_INVALID, code: 'invalid_token' });
    } finally {
      await t.close();
    }
  });

  it('refuses a link after 24 hours', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock, config: { SMTP_URL: smtp.url } });
    try {
      const email = `late-${dialect}@example.test`;
      expect((await t.agent().post('/api/auth/signup', { email, password: PASSWORD })).status).toBe(202);
      const token = linkIn((await mailTo(email, 'Finish creating your Ecosystem Hub account')).raw);
      clock.advance(SIGNUP_LINK_LIFETIME_MS);
      const late = await t.agent().post('/api/auth/signup/verify', { token });
      expect(late.status).toBe(400);
      expect(await late.json()).toEqual({ message: SIGNUP_LINK_INVALID, code: 'invalid_token' });
      clock.advance(-1);
      expect((await t.agent().post('/api/auth/signup/verify', { token })).status).toBe(201);
    } finally {
      await t.close();
    }
  });
});
