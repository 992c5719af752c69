import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHub, testDialects } from '../testing/index.ts';
import { startSmtpPeer } from '../testing/smtp-peer.ts';

describe.each(testDialects)('hub.mail.sendMany on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('stores every message, sends each through SMTP and records each outcome in order', async () => {
    const t = await createTestHub({ dialect, config: { SMTP_URL: smtp.url } });
    try {
      const { orgId } = await t.signedIn();
      const messages = [1, 2, 3].map((n) => ({
        orgId,
        to: `reader${n}@example.test`,
        subject: `Batch ${n}`,
        text: `Hello ${n}`,
        messageId: `<batch-${n}@example.test>`,
      }));
      const out = await t.hub.ctx.mail.sendMany(messages);
      expect(out.map((o) => o.delivered)).toEqual([true, true, true]);
      const rows = await t.hub.ctx.db
        .selectFrom('outbox')
        .select(['id', 'toAddress', 'status', 'orgId'])
        .where(
          'id',
          'in',
          out.map((o) => o.id),
        )
        .execute();
      for (const [i, o] of out.entries())
        expect(rows.find((r) => r.id === o.id)).toMatchObject({
          toAddress: messages[i]!.to,
          status: 'sent',
          orgId,
        });
      for (const m of messages) {
        const got = smtp.received.find((r) => r.subject === m.subject);
        expect(got?.to).toEqual([m.to]);
        expect(got?.raw).toContain(`Message-ID: ${m.messageId}`);
      }
      expect(await t.hub.ctx.mail.sendMany([])).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('records a refused message as failed and the others as sent', async () => {
    const refusing = await startSmtpPeer({ reject: 'Mailbox unavailable' });
    const t = await createTestHub({ dialect, config: { SMTP_URL: refusing.url } });
    try {
      const out = await t.hub.ctx.mail.sendMany([
        { to: 'a@example.test', subject: 'A', text: 'a' },
        { to: 'b@example.test', subject: 'B', text: 'b' },
      ]);
      expect(out.every((o) => !o.delivered && o.error?.includes('Mailbox unavailable'))).toBe(true);
      const rows = await t.hub.ctx.db.selectFrom('outbox').select(['status', 'error']).execute();
      expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    } finally {
      await t.close();
      await refusing.close();
    }
  });

  it('only stores the messages when SMTP is not configured', async () => {
    const t = await createTestHub({ dialect });
    try {
      const out = await t.hub.ctx.mail.sendMany([{ to: 'a@example.test', subject: 'A', text: 'a' }]);
      expect(out).toEqual([{ id: out[0]!.id, delivered: false }]);
      const rows = await t.hub.ctx.db.selectFrom('outbox').select('status').execute();
      expect(rows).toEqual([{ status: 'stored' }]);
    } finally {
      await t.close();
    }
  });
});
