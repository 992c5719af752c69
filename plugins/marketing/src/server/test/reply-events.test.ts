import { FakeClock, testDialects, until } from '@ecohub/core/testing';
import type { EmailReceivedEvent } from '@ecohub/plugin-crm/shared';
import { crmService } from '@ecohub/plugin-crm/shared';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import { describe, expect, it } from 'vitest';
import { campaignOn, listWith, marketingHub, sendAndWait, startPeer } from './fixtures.ts';

const MJML = (text: string) =>
  `<mjml><mj-body><mj-section><mj-column><mj-text>${text}</mj-text></mj-column></mj-section></mj-body></mjml>`;
const HOUR = 3_600_000;
const HUMAN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** A tracked event as SuperHub ingestion announces it on the core bus. */
const tracked = (orgId: string, n: number, event: string, o: Partial<EventReceived> = {}): EventReceived => {
  const now = new Date().toISOString();
  return {
    orgId,
    appId: 'shop',
    id: `ev-${n}`,
    messageId: `msg-${n}`,
    source: 'browser',
    stream: 'user_activity',
    event,
    status: 'ok',
    tag: '',
    user: null,
    data: {},
    occurredAt: now,
    receivedAt: now,
    ...o,
  };
};

describe.each(testDialects)('drip exits on reply and tracked events on %s', (dialect) => {
  it('ends a drip for a contact whose reply the CRM logs (crm.email-received)', async () => {
    const peer = await startPeer();
    const clock = new FakeClock(Date.parse('2026-03-02T09:00:00Z'));
    const { t, owner, setup } = await marketingHub(dialect, { smtpUrl: peer.url, clock });
    try {
      const received: EmailReceivedEvent[] = [];
      t.hub.ctx.events.on('crm.email-received', (e) => {
        received.push(e);
      });
      const res = await owner.agent.post('/api/marketing/drips', {
        name: 'Onboarding',
        entry: 'contact-created',
        steps: [
          { delayHours: 0, subject: 'Welcome', mjml: MJML('Welcome') },
          { delayHours: 24, subject: 'Day two', mjml: MJML('Day two') },
        ],
      });
      expect(res.status).toBe(201);
      const drip = await res.json();
      const crm = t.hub.ctx.use(crmService);
      const ann = await crm.contacts.create(owner.orgId, { email: 'ann@example.com', firstName: 'Ann' });
      await crm.contacts.create(owner.orgId, { email: 'bob@example.com', firstName: 'Bob' });
      await setup().drips.tick();
      await until(async () => peer.arrivals.length === 2, 10_000);

      // Ann answers the welcome message; the CRM logs it (POST /api/emails/process, a job).
      const welcome = peer.arrivals.find((a) => a.to === 'ann@example.com')!;
      const reply = await owner.agent.post('/api/emails/process', {
        messageId: '<reply-1@example.com>',
        fromEmail: 'Ann <ann@example.com>',
        toEmail: 'hello@hub.test',
        subject: 'Re: Welcome',
        body: 'Thanks, one question…',
        direction: 'inbound',
      });
      expect(reply.status).toBe(202);
      const enrollments = async () =>
        (await (await owner.agent.get(`/api/marketing/drips/${drip.id}/enrollments`)).json())
          .enrollments as Array<{
          email: string;
          status: string;
          exitReason: string | null;
        }>;
      await until(async () => (await enrollments()).some((e) => e.status === 'exited'), 10_000);
      expect(received).toEqual([
        expect.objectContaining({
          orgId: owner.orgId,
          contactId: ann.id,
          from: 'ann@example.com',
          messageId: '<reply-1@example.com>',
          subject: 'Re: Welcome',
        }),
      ]);
      expect(welcome.messageId).toMatch(/^<.+@localhost>$/);
      const byEmail = Object.fromEntries((await enrollments()).map((e) => [e.email, e]));
      expect(byEmail['ann@example.com']).toMatchObject({ status: 'exited', exitReason: 'replied' });
      expect(byEmail['bob@example.com']).toMatchObject({ status: 'active' });

      // An outgoing message to Bob is no reply; the next step reaches Bob only.
      await owner.agent.post('/api/emails/process', {
        messageId: '<out-1@hub.test>',
        fromEmail: 'hello@hub.test',
        toEmail: 'bob@example.com',
        subject: 'Hi Bob',
        direction: 'outgoing',
      });
      clock.advance(25 * HOUR);
      await setup().drips.tick();
      await until(async () => peer.arrivals.length === 3, 10_000);
      expect(peer.arrivals.at(-1)).toMatchObject({ to: 'bob@example.com', subject: 'Day two' });
      expect(received).toHaveLength(1);
    } finally {
      await t.close();
      await peer.close();
    }
  });

  it('enters a drip on a tracked event and attributes a tracked conversion with its signed amount', async () => {
    const peer = await startPeer();
    const { t, owner, setup } = await marketingHub(dialect, { smtpUrl: peer.url });
    try {
      const bad = await owner.agent.post('/api/marketing/drips', {
        name: 'No event',
        entry: 'event',
        steps: [{ delayHours: 0, subject: 'x', mjml: MJML('x') }],
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues).toEqual([{ path: 'event', message: 'Name the tracked event' }]);
      const res = await owner.agent.post('/api/marketing/drips', {
        name: 'After signup',
        entry: 'event',
        event: 'signup',
        steps: [{ delayHours: 0, subject: 'Glad you joined', mjml: MJML('Hello') }],
      });
      expect(res.status).toBe(201);
      const drip = await res.json();
      const bus = t.hub.ctx.events;
      await bus.emit(
        'superhub.event-received',
        tracked(owner.orgId, 1, 'signup', { user: 'zoe@example.com' }),
      );
      await bus.emit('superhub.event-received', tracked(owner.orgId, 2, 'page', { user: 'yan@example.com' }));
      await bus.emit(
        'superhub.event-received',
        tracked(owner.orgId, 3, 'signup', { data: { email: 'xia@example.com' } }),
      );
      // Another organisation's event never enters this one's drips.
      const other = await t.signedIn({ role: 'owner' });
      await bus.emit(
        'superhub.event-received',
        tracked(other.orgId, 4, 'signup', { user: 'wil@example.com' }),
      );
      const enrolled = (await (await owner.agent.get(`/api/marketing/drips/${drip.id}/enrollments`)).json())
        .enrollments;
      expect(enrolled.map((e: { email: string }) => e.email).sort()).toEqual([
        'xia@example.com',
        'zoe@example.com',
      ]);
      await setup().drips.tick();
      await until(async () => peer.arrivals.length === 2, 10_000);

      // A campaign Zoe opens, then her signed payment converts it with the amount as revenue.
      const listId = await listWith(owner, ['zoe@example.com', 'vic@example.com']);
      const campaignId = await campaignOn(owner, listId);
      await sendAndWait(t, owner, campaignId);
      const raw = peer.arrivals.find((a) => a.to === 'zoe@example.com' && a.subject.startsWith('Hello'))!.raw;
      const html = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const pixel = new URL(/src="([^"]+\.gif)"/.exec(html)![1]!).pathname;
      await t.request(pixel, { headers: { 'user-agent': HUMAN } });
      // A browser claim of payment converts nothing for Vic (never opened), and a payment of
      // Zoe's from the browser would bring no revenue: the signed server event does.
      await bus.emit(
        'superhub.event-received',
        tracked(owner.orgId, 5, 'payment.succeeded', { user: 'vic@example.com', data: { amount: 999 } }),
      );
      await bus.emit(
        'superhub.event-received',
        tracked(owner.orgId, 6, 'payment.succeeded', {
          source: 'server',
          user: 'zoe@example.com',
          data: { amount: 4_900 },
        }),
      );
      const c = (await (await owner.agent.get('/api/marketing/campaigns')).json()).campaigns.find(
        (x: { id: string }) => x.id === campaignId,
      );
      expect(c).toMatchObject({ sent: 2, opens: 1, conversions: 1 });
      const rows = await t.hub.ctx.db
        .selectFrom('marketing_recipients')
        .select(['email', 'revenue', 'convertedAt'])
        .where('campaignId', '=', campaignId)
        .orderBy('email')
        .execute();
      expect(rows.map((r) => [r.email, r.revenue, r.convertedAt !== null])).toEqual([
        ['vic@example.com', 0, false],
        ['zoe@example.com', 4_900, true],
      ]);
    } finally {
      await t.close();
      await peer.close();
    }
  });
});
