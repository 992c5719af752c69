import { EMAIL_TEST_MAX_PER_HOUR } from '@ecohub/core';
import {
  createTestHub as createCoreTestHub,
  FakeClock,
  type TestHub,
  type TestHubOptions,
  testDialects,
} from '@ecohub/core/testing';
import { startSmtpPeer } from '@ecohub/core/testing/smtp-peer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pricing from '../index.ts';

/**
 * Core's POST /api/email/test (spec 000 §5, §8) with pricing enabled, as the hub runs it: the
 * types are core's `test` and pricing's templates, in that order.
 */
const createTestHub = (opts: TestHubOptions = {}) => createCoreTestHub({ ...opts, plugins: [pricing] });

const SUBJECTS = {
  test: 'Ecosystem Hub test email',
  reoss: 'Your REOSS real-estate membership',
  'local-business': 'Local business listing plans',
  payment: 'Payment confirmation',
} as const;
const TYPES = Object.keys(SUBJECTS) as (keyof typeof SUBJECTS)[];

const visitor = (t: TestHub, address = '203.0.113.10') => {
  const a = t.agent();
  return (body: unknown) => a.post('/api/email/test', body, { 'x-forwarded-for': address });
};
const outbox = (t: TestHub) => t.hub.ctx.db.selectFrom('outbox').selectAll().orderBy('createdAt').execute();

describe.each(testDialects)('POST /api/email/test on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let refusing: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    refusing = await startSmtpPeer({ reject: 'Mailbox unavailable' });
  });
  afterAll(async () => {
    await smtp.close();
    await refusing.close();
  });

  it('renders and stores each type for a signed-out visitor when SMTP is off', async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      for (const type of TYPES) {
        clock.advance(1000);
        const res = await visitor(t)({ email: ' reader@example.test ', type });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({
          success: true,
          message:
            'Test email stored in the outbox for reader@example.test (SMTP delivery is not configured)',
        });
      }
      const rows = await outbox(t);
      expect(rows.map((r) => [r.template, r.subject, r.toAddress, r.status, r.orgId])).toEqual(
        TYPES.map((type) => [type, SUBJECTS[type], 'reader@example.test', 'stored', null]),
      );
      const text = Object.fromEntries(rows.map((r) => [r.template, r.text]));
      expect(text.reoss).toContain('Pro: $299 per month, 3 seats');
      expect(text.reoss).toContain('http://localhost:3000/pricing/reoss');
      expect(text['local-business']).toContain('Referral Tracked: from $349 per month');
      expect(text.payment).toContain('your subscription is active');
      expect(rows.every((r) => String(r.html).startsWith('<!doctype html>'))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('answers 400 with the spec message for a bad address, and names an unknown type', async () => {
    const t = await createTestHub({ dialect });
    try {
      for (const email of ['', 'not-an-address', undefined]) {
        const res = await visitor(t)({ email, type: 'test' });
        expect(res.status).toBe(400);
        expect((await res.json()).issues).toEqual([
          { path: 'email', message: 'Please enter a valid email address' },
        ]);
      }
      const res = await visitor(t)({ email: 'reader@example.test', type: 'newsletter' });
      expect(res.status).toBe(400);
      expect((await res.json()).issues).toEqual([
        { path: 'type', message: 'Type must be one of test, reoss, local-business, payment' },
      ]);
      expect(await outbox(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it(`limits a client address to ${EMAIL_TEST_MAX_PER_HOUR} per hour, admins excepted`, async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      const send = visitor(t, '198.51.100.20');
      for (let i = 0; i < EMAIL_TEST_MAX_PER_HOUR; i++)
        expect((await send({ email: 'reader@example.test', type: 'test' })).status).toBe(200);
      const limited = await send({ email: 'reader@example.test', type: 'test' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBe(3600);
      expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
      expect((await outbox(t)).length).toBe(EMAIL_TEST_MAX_PER_HOUR);

      // Another address, and an admin, are not held back.
      expect((await visitor(t, '198.51.100.21')({ email: 'reader@example.test', type: 'test' })).status).toBe(
        200,
      );
      const admin = await t.signedIn({ role: 'admin' });
      for (let i = 0; i <= EMAIL_TEST_MAX_PER_HOUR; i++) {
        const res = await admin.agent.post(
          '/api/email/test',
          { email: 'ops@example.test', type: 'payment' },
          { 'x-forwarded-for': '198.51.100.20' },
        );
        expect(res.status).toBe(200);
      }
      clock.advance(3600_000);
      expect((await send({ email: 'reader@example.test', type: 'test' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with SMTP on, delivers each type for an admin to any address, into their organisation outbox', async () => {
    const t = await createTestHub({ dialect, config: { SMTP_URL: smtp.url } });
    try {
      const admin = await t.signedIn({ role: 'admin' });
      for (const type of TYPES) {
        const to = `${type}-reader@example.test`;
        const res = await admin.agent.post('/api/email/test', { email: to, type });
        expect(await res.json()).toEqual({ success: true, message: `Test email sent to ${to}` });
        expect(smtp.received.find((m) => m.to[0] === to)?.subject).toBe(SUBJECTS[type]);
      }
      const rows = await outbox(t);
      expect(rows.map((r) => [r.status, r.orgId])).toEqual(TYPES.map(() => ['sent', admin.orgId]));
    } finally {
      await t.close();
    }
  });

  it('with SMTP on, refuses visitors, and lets other members mail only themselves', async () => {
    const t = await createTestHub({ dialect, config: { SMTP_URL: smtp.url } });
    try {
      const anon = await visitor(t)({ email: 'victim@example.test', type: 'test' });
      expect(anon.status).toBe(403);
      expect((await anon.json()).message).toBe('Sign in as an administrator to send test emails');
      const member = await t.signedIn({ role: 'member', email: 'member@example.test' });
      const other = await member.agent.post('/api/email/test', {
        email: 'victim@example.test',
        type: 'test',
      });
      expect(other.status).toBe(403);
      expect((await other.json()).message).toBe(
        'Only administrators can send test emails to other addresses',
      );
      expect(await outbox(t)).toEqual([]);
      const own = await member.agent.post('/api/email/test', { email: 'Member@example.test', type: 'reoss' });
      expect(await own.json()).toEqual({ success: true, message: 'Test email sent to Member@example.test' });
      expect(
        smtp.received.some((m) => m.to[0] === 'Member@example.test' && m.subject === SUBJECTS.reoss),
      ).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('answers success false with the reason when the SMTP server refuses, and records the failure', async () => {
    const t = await createTestHub({ dialect, config: { SMTP_URL: refusing.url } });
    try {
      const admin = await t.signedIn({ role: 'owner' });
      const res = await admin.agent.post('/api/email/test', { email: 'gone@example.test', type: 'payment' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^Failed to send email: .*Mailbox unavailable/);
      const [row] = await outbox(t);
      expect(row).toMatchObject({ status: 'failed', template: 'payment', toAddress: 'gone@example.test' });
      expect(row?.error).toContain('Mailbox unavailable');
    } finally {
      await t.close();
    }
  });
});
