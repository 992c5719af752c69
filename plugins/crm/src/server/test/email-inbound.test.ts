import { testDialects, until } from '@ecohub/core/testing';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailConversation, EmailSyncStatus } from '../../shared/email.ts';
import { crmHub, crmOf, json } from './fixtures.ts';

type Agent = { get(p: string): Promise<Response> };

// The per-organisation BCC address, through the real inbound SMTP listener (smtp-server).
describe.each(testDialects)('the BCC address on %s', (dialect) => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  const contactsOf = async (agent: Agent) =>
    (
      await json<{ items: Array<{ id: string; email: string; firstName: string }> }>(
        await agent.get('/api/contacts'),
      )
    ).items;

  it('logs a BCC to the right contact of the right organisation, and refuses unknown addresses', async () => {
    const t = await crmHub(dialect, {
      startJobs: true,
      pluginConfig: {
        crm: {
          CRM_EMAIL_INBOUND_PORT: 0,
          CRM_EMAIL_INBOUND_HOST: '127.0.0.1',
          CRM_EMAIL_INBOUND_DOMAIN: 'in.hub.test',
        },
      },
    });
    close = () => t.close();
    const port = crmOf(t.hub).email.inbound.port();
    expect(port).toBeGreaterThan(0);
    const smtp = nodemailer.createTransport({
      host: '127.0.0.1',
      port: port!,
      secure: false,
      ignoreTLS: true,
    });

    const a = await t.signedIn({ email: 'owner@agency.test' });
    const b = await t.signedIn({ email: 'owner@other.test' });
    const bccA = (await json<EmailSyncStatus>(await a.agent.get('/api/email/sync-status'))).bccAddress!;
    const bccB = (await json<EmailSyncStatus>(await b.agent.get('/api/email/sync-status'))).bccAddress!;
    expect(bccA).toMatch(/^log\+[0-9a-f]{24}@in\.hub\.test$/);
    expect(bccB).not.toBe(bccA);
    // The same address every time it is asked for.
    expect((await json<EmailSyncStatus>(await a.agent.get('/api/email/sync-status'))).bccAddress).toBe(bccA);

    // The owner writes to a client and BCCs the organisation's address: outgoing, to the client.
    await smtp.sendMail({
      from: 'Owner <owner@agency.test>',
      to: 'Dana Reyes <dana@client.test>',
      bcc: bccA,
      subject: 'Your viewing on Friday',
      text: 'See you at 10.',
      messageId: '<viewing-1@agency.test>',
    });
    const [conv] = await until(async () => {
      const list = await json<EmailConversation[]>(await a.agent.get('/api/email/conversations'));
      return list.length ? list : false;
    });
    const contacts = await contactsOf(a.agent);
    expect(contacts).toMatchObject([{ email: 'dana@client.test', firstName: 'Dana' }]);
    expect(conv).toMatchObject({
      subject: 'Your viewing on Friday',
      direction: 'outgoing',
      fromEmail: 'owner@agency.test',
      toEmail: 'dana@client.test',
      contactId: contacts[0]!.id,
    });

    // A client's mail forwarded to the other organisation's address: inbound, from the client.
    await smtp.sendMail({
      from: 'Eli Stone <eli@buyer.test>',
      to: bccB,
      subject: 'Fwd: offer',
      text: 'Offer attached.',
      messageId: '<offer-1@buyer.test>',
    });
    const [convB] = await until(async () => {
      const list = await json<EmailConversation[]>(await b.agent.get('/api/email/conversations'));
      return list.length ? list : false;
    });
    expect(convB).toMatchObject({ direction: 'inbound', fromEmail: 'eli@buyer.test', subject: 'Fwd: offer' });
    expect((await contactsOf(b.agent)).map((c) => c.email)).toEqual(['eli@buyer.test']);
    // Each organisation only its own.
    expect((await contactsOf(a.agent)).map((c) => c.email)).toEqual(['dana@client.test']);
    expect(await json<EmailConversation[]>(await a.agent.get('/api/email/conversations'))).toHaveLength(1);

    // An address that is no organisation's is refused at RCPT (550); nothing is logged.
    await expect(
      smtp.sendMail({
        from: 'x@spam.test',
        to: 'log+000000000000000000000000@in.hub.test',
        subject: 'spam',
        text: '.',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      smtp.sendMail({
        from: 'x@spam.test',
        to: bccA.replace('in.hub.test', 'elsewhere.test'),
        subject: 's',
        text: '.',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect(await contactsOf(a.agent)).toHaveLength(1);
    smtp.close();
  }, 60_000);

  it('is off without a port: no address', async () => {
    const t = await crmHub(dialect, { startJobs: true });
    close = () => t.close();
    const a = await t.signedIn();
    expect((await json<EmailSyncStatus>(await a.agent.get('/api/email/sync-status'))).bccAddress).toBeNull();
    expect(crmOf(t.hub).email.inbound.port()).toBeNull();
  });
});
