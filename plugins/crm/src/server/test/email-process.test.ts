import { testDialects, until } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EMAIL_PROCESS_MISSING,
  type EmailProcessingJob,
  type EmailProcessStarted,
} from '../../shared/email.ts';
import { crmHub, json } from './fixtures.ts';

type Agent = { get(p: string): Promise<Response> };

describe.each(testDialects)('email processing on %s', (dialect) => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });
  const setup = async () => {
    const t = await crmHub(dialect, { startJobs: true });
    close = () => t.close();
    return t;
  };
  const processed = (agent: Agent, id: string) =>
    until(async () => {
      const jobs = await json<EmailProcessingJob[]>(await agent.get('/api/emails/processing-jobs'));
      const j = jobs.find((x) => x.id === id);
      return j && (j.processed || j.error_message) ? j : false;
    }, 15_000);
  const contactsOf = async (agent: Agent) =>
    (
      await json<{ items: Array<{ id: string; email: string; firstName: string; lastName: string }> }>(
        await agent.get('/api/contacts'),
      )
    ).items;

  it('creates the contact once however often the same message id is processed', async () => {
    const t = await setup();
    const a = await t.signedIn();
    const body = {
      messageId: '<deal-1@client.test>',
      fromEmail: 'Maria Lopez <Maria@Client.test>',
      toEmail: 'owner@hub.test',
      subject: 'About the listing',
      body: 'Is it still available?',
      direction: 'inbound',
      receivedAt: '2026-11-24T08:30:00.000Z',
    };
    const first = await a.agent.post('/api/emails/process', body);
    expect(first.status).toBe(202);
    const started = await json<EmailProcessStarted>(first);
    expect(started.duplicate).toBe(false);
    const job = await processed(a.agent, started.job.id);
    expect(job).toMatchObject({
      message_id: '<deal-1@client.test>',
      from_email: 'Maria Lopez <Maria@Client.test>',
      to_email: 'owner@hub.test',
      subject: 'About the listing',
      processed: true,
      contact_created: true,
      error_message: null,
    });

    // The same message id again, twice at once: the first record answers, no second contact.
    const repeats = await Promise.all([
      a.agent.post('/api/emails/process', body),
      a.agent.post('/api/emails/process', body),
    ]);
    for (const r of repeats) {
      expect(r.status).toBe(200);
      expect((await json<EmailProcessStarted>(r)).job.id).toBe(started.job.id);
    }
    const contacts = await contactsOf(a.agent);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ email: 'maria@client.test', firstName: 'Maria', lastName: 'Lopez' });
    expect(job.contact_id).toBe(contacts[0]!.id);

    // Another message from her: her contact, not a new one, in a conversation of its own.
    const next = await json<EmailProcessStarted>(
      await a.agent.post('/api/emails/process', {
        ...body,
        messageId: '<deal-2@client.test>',
        subject: 'Viewing',
      }),
    );
    expect(await processed(a.agent, next.job.id)).toMatchObject({
      contact_created: false,
      contact_id: contacts[0]!.id,
    });
    expect(await contactsOf(a.agent)).toHaveLength(1);
    const conversations = await json<Array<{ subject: string; contactId: string }>>(
      await a.agent.get('/api/email/conversations'),
    );
    expect(conversations.map((c) => c.subject).sort()).toEqual(['About the listing', 'Viewing']);
    expect(conversations.every((c) => c.contactId === contacts[0]!.id)).toBe(true);
    const activities = await json<{ items: Array<{ type: string; contactId: string }> }>(
      await a.agent.get('/api/activities'),
    );
    expect(activities.items.filter((x) => x.type === 'email_received')).toHaveLength(2);

    // Another organisation: none of it, and the same message id is its own.
    const b = await t.signedIn();
    expect(await json(await b.agent.get('/api/emails/processing-jobs'))).toEqual([]);
    expect(await json(await b.agent.get('/api/email/conversations'))).toEqual([]);
    const theirs = await b.agent.post('/api/emails/process', body);
    expect(theirs.status).toBe(202);
    await processed(b.agent, (await json<EmailProcessStarted>(theirs)).job.id);
    expect(await contactsOf(b.agent)).toHaveLength(1);
    expect(await contactsOf(a.agent)).toHaveLength(1);
  }, 60_000);

  it('generates a message id from the time when none is given; outgoing mail is to the contact', async () => {
    const t = await setup();
    const a = await t.signedIn();
    const r = await json<EmailProcessStarted>(
      await a.agent.post('/api/emails/process', {
        fromEmail: 'owner@hub.test',
        toEmail: 'sam@buyer.test',
        subject: 'Your offer',
        direction: 'outgoing',
      }),
    );
    expect(r.job.message_id).toMatch(/^<\d{13}\.[0-9a-f-]{8}@ecohub\.local>$/);
    expect(await processed(a.agent, r.job.id)).toMatchObject({ contact_created: true });
    expect((await contactsOf(a.agent)).map((c) => c.email)).toEqual(['sam@buyer.test']);
  });

  it('answers 400 with the field issues for missing addresses and an unknown provider', async () => {
    const t = await setup();
    const a = await t.signedIn();
    const missing = await a.agent.post('/api/emails/process', { fromEmail: ' ', subject: 'x' });
    expect(missing.status).toBe(400);
    const issues = (await json<{ issues: Array<{ path: string; message: string }> }>(missing)).issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'fromEmail', message: EMAIL_PROCESS_MISSING },
        { path: 'toEmail', message: EMAIL_PROCESS_MISSING },
      ]),
    );
    const bad = await a.agent.post('/api/email/sync-status', { provider: 'yahoo', email: '' });
    expect(bad.status).toBe(400);
    const paths = (await json<{ issues: Array<{ path: string }> }>(bad)).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['provider', 'email']));
    expect(
      (
        await a.agent.post('/api/emails/process', {
          fromEmail: 'a@b.c',
          toEmail: 'c@d.e',
          direction: 'sideways',
        })
      ).status,
    ).toBe(400);
    expect((await t.agent().get('/api/emails/processing-jobs')).status).toBe(401);
  });
});
