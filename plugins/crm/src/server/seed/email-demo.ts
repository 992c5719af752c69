import { type DemoSeedContext, forOrg, fromBool, newId, type OrgInsert, toIso } from '@ecohub/core';
import type { EmailDirection } from '../../shared/email.ts';
import type { CrmTables } from '../db.ts';
import { logEmail } from '../email/store.ts';
import type { CrmHub } from '../hub.ts';

const HOUR = 3_600_000;

/** Threads of the demo: subject, and who wrote each message (c = the contact, o = the owner). */
const THREADS: Array<{ subject: string; turns: Array<'c' | 'o'>; body: string }> = [
  {
    subject: 'Speaking engagement in March',
    turns: ['c', 'o', 'c'],
    body: 'Would you be available for a keynote?',
  },
  {
    subject: 'Question about the housing workshop',
    turns: ['c', 'o'],
    body: 'Is there still room on Saturday?',
  },
  {
    subject: 'Offer on the Maple Street listing',
    turns: ['o', 'c'],
    body: 'Here is the offer we discussed.',
  },
  { subject: 'Podcast interview follow-up', turns: ['c'], body: 'Thanks again for joining the show.' },
  { subject: 'Your AI valuation report', turns: ['o'], body: 'Your report is attached.' },
  { subject: 'Partnership proposal', turns: ['c', 'o', 'c', 'o'], body: 'We would like to work together.' },
  { subject: 'Media kit request', turns: ['c', 'o'], body: 'Could you send your media kit?' },
];

/**
 * The demo organisation's mailboxes, conversations and processing jobs (spec 001 §2.4's dialogs
 * with something in them). The mailboxes carry no credentials, so the schedule never syncs them;
 * one shows the error state. Only through `seed --demo`; once.
 */
export async function seedEmailDemo(hub: CrmHub, { orgId }: DemoSeedContext): Promise<void> {
  const db = forOrg(hub.db, orgId);
  if (await db.selectFrom('crmEmailConversations').select('id').executeTakeFirst()) return;
  const contacts = await db
    .selectFrom('crmContacts')
    .select(['id', 'email', 'firstName', 'lastName'])
    .where('email', '!=', '')
    .orderBy('createdAt')
    .orderBy('id')
    .limit(THREADS.length + 4)
    .execute();
  if (contacts.length < THREADS.length) return;
  const now = hub.clock.now().getTime();
  const owner = 'owner@ecosystem-demo.test';

  const stamp = toIso(new Date(now));
  await db
    .insertInto('crmEmailAccounts', [
      {
        id: newId(),
        provider: 'gmail',
        email: owner,
        emailKey: owner,
        authMethod: 'oauth',
        secret: null,
        isActive: fromBool(true),
        lastSyncAt: toIso(new Date(now - 4 * 60_000)),
        lastError: null,
        lastUid: 0,
        createdAt: toIso(new Date(now - 90 * 24 * HOUR)),
        updatedAt: stamp,
      },
      {
        id: newId(),
        provider: 'godaddy',
        email: 'bookings@ecosystem-demo.test',
        emailKey: 'bookings@ecosystem-demo.test',
        authMethod: 'password',
        secret: null,
        isActive: fromBool(false),
        lastSyncAt: toIso(new Date(now - 3 * 24 * HOUR)),
        lastError: 'Authentication failed: the app password was revoked. Enter a new one.',
        lastUid: 0,
        createdAt: stamp,
        updatedAt: stamp,
      },
    ])
    .execute();

  for (const [i, thread] of THREADS.entries()) {
    const c = contacts[i]!;
    const party = { address: c.email.toLowerCase(), name: `${c.firstName} ${c.lastName}`.trim() };
    const me = { address: owner, name: 'Demo Owner' };
    const start = now - (i * 26 + 2) * HOUR;
    const ids: string[] = [];
    for (const [n, who] of thread.turns.entries()) {
      const messageId = `<demo-${i}-${n}@ecosystem-demo.test>`;
      const direction: EmailDirection = who === 'c' ? 'inbound' : 'outgoing';
      await logEmail(
        hub,
        orgId,
        {
          messageId,
          inReplyTo: ids.at(-1) ?? null,
          references: [...ids],
          subject: n === 0 ? thread.subject : `Re: ${thread.subject}`,
          from: who === 'c' ? party : me,
          to: [who === 'c' ? me : party],
          text: n === 0 ? thread.body : 'Thanks — see my answer below.',
          date: new Date(start + n * 3 * HOUR),
        },
        { direction, contactId: c.id, accountId: null },
      );
      ids.push(messageId);
    }
  }

  // Processing jobs: contacts created, an existing contact linked, and one that failed.
  const jobs: OrgInsert<CrmTables, 'crmEmailProcessingJobs'>[] = contacts
    .slice(THREADS.length, THREADS.length + 4)
    .map((c, i) => ({
      id: newId(),
      jobId: null,
      messageId: `<processed-${i}@ecosystem-demo.test>`,
      fromEmail: c.email,
      toEmail: owner,
      subject: ['Interested in your course', 'Booking a consultation', 'Newsletter question', 'Pricing'][i]!,
      body: '',
      direction: 'inbound',
      receivedAt: toIso(new Date(now - (i + 1) * 5 * HOUR)),
      processed: fromBool(true),
      contactCreated: fromBool(i < 2),
      contactId: c.id,
      errorMessage: null,
      createdAt: toIso(new Date(now - (i + 1) * 5 * HOUR)),
    }));
  jobs.push({
    ...jobs[0]!,
    id: newId(),
    messageId: '<failed-0@ecosystem-demo.test>',
    fromEmail: 'not an address',
    subject: 'Forwarded without a sender',
    processed: fromBool(false),
    contactCreated: fromBool(false),
    contactId: null,
    errorMessage: 'No sender address could be read from the message',
    createdAt: toIso(new Date(now - 30 * HOUR)),
  });
  await db.insertInto('crmEmailProcessingJobs', jobs).execute();
}
