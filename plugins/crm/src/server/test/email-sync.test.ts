import { testDialects, until } from '@ecohub/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailConversation, EmailSyncStatus } from '../../shared/email.ts';
import { type Dovecot, hasDovecot, NO_DOVECOT, rawMail, startDovecot } from './dovecot.ts';
import { crmHub, json } from './fixtures.ts';

if (!hasDovecot) console.warn(`SKIPPED email sync tests: ${NO_DOVECOT}`);

interface SyncJob {
  state: string;
  error: string | null;
  result: { results: Array<{ fetched: number; stored: number; error: string | null }> };
}

// Incremental IMAP sync against a real dovecot started here (skipped, saying why, without it).
describe.skipIf(!hasDovecot).each(testDialects)('email sync over IMAP on %s', (dialect) => {
  let dovecot: Dovecot;
  beforeAll(async () => {
    dovecot = await startDovecot([
      { user: 'ada@mail.test', password: 'app-password-1' },
      { user: 'ben@mail.test', password: 'app-password-2' },
    ]);
  });
  afterAll(() => dovecot?.stop());

  const hubWith = () =>
    crmHub(dialect, {
      startJobs: true,
      pluginConfig: {
        crm: {
          CRM_EMAIL_IMAP_HOST: '127.0.0.1',
          CRM_EMAIL_IMAP_PORT: dovecot.port,
          CRM_EMAIL_IMAP_TLS: 'false',
        },
      },
    });

  const finished = async (agent: { get(p: string): Promise<Response> }, jobId: string) =>
    until(async () => {
      const j = await json<SyncJob>(await agent.get(`/api/jobs/${jobId}`));
      return j.state === 'completed' || j.state === 'failed' ? j : false;
    }, 20_000);

  it('fetches only new mail, threads replies, links known contacts and keeps the password sealed', async () => {
    const t = await hubWith();
    try {
      const a = await t.signedIn();
      // A known contact: the sync links mail to it (a sync creates none).
      await a.agent.post('/api/contacts', {
        firstName: 'Cleo',
        lastName: 'Client',
        email: 'cleo@client.test',
      });
      await dovecot.deliver(
        'ada@mail.test',
        rawMail({
          from: 'Cleo Client <cleo@client.test>',
          to: 'ada@mail.test',
          subject: 'Quote request',
          messageId: '<q1@client.test>',
        }),
      );
      await dovecot.deliver(
        'ada@mail.test',
        rawMail({
          from: 'news@shop.test',
          to: 'ada@mail.test',
          subject: 'Weekly deals',
          messageId: '<n1@shop.test>',
          date: 'Tue, 24 Nov 2026 09:00:00 +0000',
        }),
      );

      const added = await a.agent.post('/api/email/sync-status', {
        provider: 'godaddy',
        email: 'ada@mail.test',
        password: 'app-password-1',
      });
      expect(added.status).toBe(201);
      const status = await until(async () => {
        const s = await json<EmailSyncStatus>(await a.agent.get('/api/email/sync-status'));
        return s.accounts[0]?.lastSyncAt ? s : false;
      }, 20_000);
      expect(status.accounts[0]).toMatchObject({
        email: 'ada@mail.test',
        provider: 'godaddy',
        isActive: true,
        lastError: null,
        messageCount: 2,
      });

      // The app password is stored sealed, never in clear.
      const row = await t.hub.ctx.db
        .selectFrom('crmEmailAccounts')
        .select('secret')
        .executeTakeFirstOrThrow();
      expect(row.secret).toBeTruthy();
      expect(row.secret).not.toContain('app-password-1');

      // A reply in the thread and nothing else: the next sync fetches that one message.
      await dovecot.deliver(
        'ada@mail.test',
        rawMail({
          from: 'ada@mail.test',
          to: 'Cleo Client <cleo@client.test>',
          subject: 'Re: Quote request',
          messageId: '<r1@mail.test>',
          inReplyTo: '<q1@client.test>',
          date: 'Tue, 24 Nov 2026 11:00:00 +0000',
        }),
      );
      const id = status.accounts[0]!.id;
      const again = await json<{ jobId: string }>(await a.agent.post(`/api/email/accounts/${id}/sync`));
      const second = await finished(a.agent, again.jobId);
      expect(second.state).toBe('completed');
      expect(second.result.results).toEqual([{ accountId: id, fetched: 1, stored: 1, error: null }]);

      // Nothing new: nothing fetched (CONDSTORE: the mailbox's modseq has not moved).
      const third = await finished(
        a.agent,
        (await json<{ jobId: string }>(await a.agent.post(`/api/email/accounts/${id}/sync`))).jobId,
      );
      expect(third.result.results[0]).toMatchObject({ fetched: 0, stored: 0, error: null });

      // The mailbox's UIDVALIDITY no longer matches (a server rebuilt its index): the UIDs seen
      // mean nothing, so it is read again from the start, and no Message-ID is stored twice.
      await t.hub.ctx.db
        .updateTable('crmEmailAccounts')
        .set({ uidValidity: '1' })
        .where('id', '=', id)
        .execute();
      const reread = await finished(
        a.agent,
        (await json<{ jobId: string }>(await a.agent.post(`/api/email/accounts/${id}/sync`))).jobId,
      );
      expect(reread.result.results[0]).toMatchObject({ fetched: 3, stored: 0, error: null });

      const conversations = await json<EmailConversation[]>(await a.agent.get('/api/email/conversations'));
      expect(conversations).toHaveLength(2);
      // The reply joined its thread (References), which shows it as its latest message.
      expect(conversations[0]).toMatchObject({
        subject: 'Re: Quote request',
        direction: 'outgoing',
        fromEmail: 'ada@mail.test',
        toEmail: 'cleo@client.test',
        messageCount: 2,
      });
      expect(conversations[0]!.contactId).toBeTruthy();
      expect(conversations[1]).toMatchObject({ subject: 'Weekly deals', contactId: null, messageCount: 1 });
      const contacts = await json<{ items: Array<{ email: string }> }>(await a.agent.get('/api/contacts'));
      expect(contacts.items.map((c) => c.email)).toEqual(['cleo@client.test']);

      // Another organisation sees none of it.
      const b = await t.signedIn();
      expect((await json<EmailSyncStatus>(await b.agent.get('/api/email/sync-status'))).accounts).toEqual([]);
      expect(await json(await b.agent.get('/api/email/conversations'))).toEqual([]);
      expect((await b.agent.post(`/api/email/accounts/${id}/sync`)).status).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('shows a wrong password as the account error, never as synced', async () => {
    const t = await hubWith();
    try {
      const a = await t.signedIn();
      await a.agent.post('/api/email/sync-status', {
        provider: 'gmail',
        email: 'ben@mail.test',
        password: 'wrong',
      });
      const s = await until(async () => {
        const r = await json<EmailSyncStatus>(await a.agent.get('/api/email/sync-status'));
        return r.accounts[0]?.lastError ? r : false;
      }, 20_000);
      expect(s.accounts[0]).toMatchObject({ isActive: false, lastSyncAt: null });
      expect(s.accounts[0]!.lastError).toMatch(/Authentication failed/);

      // Without a password and without OAuth configured: an error saying what to do.
      await a.agent.post('/api/email/sync-status', { provider: 'outlook', email: 'carl@mail.test' });
      const carl = (await json<EmailSyncStatus>(await a.agent.get('/api/email/sync-status'))).accounts.find(
        (x) => x.email === 'carl@mail.test',
      );
      expect(carl).toMatchObject({ isActive: false, lastError: expect.stringMatching(/app password/) });
    } finally {
      await t.close();
    }
  }, 60_000);
});
