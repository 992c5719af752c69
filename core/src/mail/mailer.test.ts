import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHub, testDialects } from '../testing/index.ts';
import { startSmtpPeer } from '../testing/smtp-peer.ts';

const outboxRow = (t: Awaited<ReturnType<typeof createTestHub>>, id: string) =>
  t.hub.ctx.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe.each(testDialects)('hub.mail on %s', (dialect) => {
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

  it('stores every message in the outbox when SMTP is not configured', async () => {
    const t = await createTestHub({ dialect });
    try {
      const { orgId } = await t.signedIn();
      const sent = await t.hub.ctx.mail.send({
        orgId,
        to: 'ada@example.test',
        subject: 'Welcome',
        text: 'Hello Ada',
        html: '<p>Hello Ada</p>',
        template: 'welcome',
      });
      expect(sent).toEqual({ id: sent.id, delivered: false });
      expect(await outboxRow(t, sent.id)).toMatchObject({
        orgId,
        toAddress: 'ada@example.test',
        subject: 'Welcome',
        text: 'Hello Ada',
        html: '<p>Hello Ada</p>',
        template: 'welcome',
        status: 'stored',
        error: null,
      });
    } finally {
      await t.close();
    }
  });

  it('delivers through SMTP when SMTP_URL is set, and records it as sent', async () => {
    const t = await createTestHub({
      dialect,
      config: { SMTP_URL: smtp.url, MAIL_FROM: 'Hub <hub@ecohub.test>' },
    });
    try {
      const sent = await t.hub.ctx.mail.send({
        to: 'grace@example.test',
        subject: 'Your report',
        text: 'Attached.',
      });
      expect(sent).toEqual({ id: sent.id, delivered: true });
      const got = smtp.received.find((m) => m.subject === 'Your report');
      expect(got).toMatchObject({ from: 'hub@ecohub.test', to: ['grace@example.test'] });
      expect(got?.raw).toContain('Attached.');
      expect(await outboxRow(t, sent.id)).toMatchObject({ status: 'sent', error: null, orgId: null });
    } finally {
      await t.close();
    }
  });

  it('stores attachments with the message and sends them through SMTP', async () => {
    const t = await createTestHub({ dialect, config: { SMTP_URL: smtp.url } });
    try {
      const invite = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
      const attachments = [
        { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: invite },
      ];
      const sent = await t.hub.ctx.mail.send({
        to: 'ics@example.test',
        subject: 'Invite',
        text: 'See you',
        attachments,
      });
      expect(sent.delivered).toBe(true);
      const row = await outboxRow(t, sent.id);
      expect(JSON.parse(row.attachments ?? 'null')).toEqual(attachments);
      const got = smtp.received.find((m) => m.subject === 'Invite');
      expect(got?.raw).toContain('filename=invite.ics');
      expect(got?.raw).toMatch(/Content-Type: text\/calendar; method=REQUEST/);
      const plain = await t.hub.ctx.mail.send({ to: 'ics@example.test', subject: 'Plain', text: 'x' });
      expect((await outboxRow(t, plain.id)).attachments).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('records a refused delivery as failed with the server error, and keeps the message', async () => {
    const t = await createTestHub({ dialect, config: { SMTP_URL: refusing.url } });
    try {
      const sent = await t.hub.ctx.mail.send({
        to: 'nobody@example.test',
        subject: 'Lost',
        text: 'Never arrives',
      });
      expect(sent.delivered).toBe(false);
      expect(sent.error).toContain('Mailbox unavailable');
      expect(await outboxRow(t, sent.id)).toMatchObject({
        status: 'failed',
        error: sent.error,
        subject: 'Lost',
        text: 'Never arrives',
      });
      expect(refusing.received).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
