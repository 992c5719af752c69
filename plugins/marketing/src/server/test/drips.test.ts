import { FakeClock, testDialects, until } from '@ecohub/core/testing';
import { crmService } from '@ecohub/plugin-crm/shared';
import { describe, expect, it } from 'vitest';
import { marketingHub, startPeer } from './fixtures.ts';

const MJML = (text: string) =>
  `<mjml><mj-body><mj-section><mj-column><mj-text>${text}</mj-text></mj-column></mj-section></mj-body></mjml>`;
const HOUR = 3_600_000;

describe.each(testDialects)('drips and workflows on %s', (dialect) => {
  it('advances a drip on schedule (fake clock) and exits a contact on unsubscribe', async () => {
    const peer = await startPeer();
    const clock = new FakeClock(Date.parse('2026-03-02T09:00:00Z'));
    const { t, owner, setup } = await marketingHub(dialect, { smtpUrl: peer.url, clock });
    try {
      const res = await owner.agent.post('/api/marketing/drips', {
        name: 'Welcome series',
        entry: 'contact-created',
        source: 'website',
        steps: [
          { delayHours: 0, subject: 'Welcome {{firstName}}', mjml: MJML('Welcome') },
          { delayHours: 24, subject: 'Day two', mjml: MJML('Day two') },
          { delayHours: 48, subject: 'Day four', mjml: MJML('Day four') },
        ],
      });
      expect(res.status).toBe(201);
      const drip = await res.json();
      const crm = t.hub.ctx.use(crmService);
      await crm.contacts.create(owner.orgId, {
        email: 'ann@example.com',
        firstName: 'Ann',
        source: 'website',
      });
      await crm.contacts.create(owner.orgId, {
        email: 'bob@example.com',
        firstName: 'Bob',
        source: 'website',
      });
      // Another source does not enter.
      await crm.contacts.create(owner.orgId, {
        email: 'cat@example.com',
        firstName: 'Cat',
        source: 'import',
      });

      // The minute schedule runs the same tick when the clock moves: both may run, neither doubles.
      const drips = setup().drips;
      const tick = async (arrivals: number) => {
        await drips.tick();
        await until(async () => peer.arrivals.length === arrivals, 10_000);
      };
      await tick(2);
      expect(peer.arrivals.map((a) => `${a.to} ${a.subject}`).sort()).toEqual([
        'ann@example.com Welcome Ann',
        'bob@example.com Welcome Bob',
      ]);
      clock.advance(23 * HOUR);
      await tick(2);
      const early = (await (await owner.agent.get(`/api/marketing/drips/${drip.id}/enrollments`)).json())
        .enrollments;
      expect(early.map((e: { step: number; status: string }) => [e.step, e.status])).toEqual([
        [1, 'active'],
        [1, 'active'],
      ]);
      clock.advance(2 * HOUR);
      await tick(4);

      // Bob unsubscribes through the link of his last message.
      const raw = peer.arrivals.filter((a) => a.to === 'bob@example.com').at(-1)!.raw;
      const url = /List-Unsubscribe:\s*<([^>]+)>/.exec(raw.replace(/\r?\n[ \t]+/g, ' '))![1]!;
      expect((await t.request(new URL(url).pathname, { method: 'POST' })).status).toBe(200);

      clock.advance(49 * HOUR);
      await tick(5);
      const enrollments = (
        await (await owner.agent.get(`/api/marketing/drips/${drip.id}/enrollments`)).json()
      ).enrollments.sort((a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email));
      expect(enrollments).toEqual([
        expect.objectContaining({ email: 'ann@example.com', step: 3, steps: 3, status: 'completed' }),
        expect.objectContaining({
          email: 'bob@example.com',
          step: 2,
          status: 'exited',
          exitReason: 'unsubscribed',
        }),
      ]);
      expect(peer.arrivals.filter((a) => a.to === 'bob@example.com')).toHaveLength(2);
      expect(peer.arrivals.filter((a) => a.to === 'ann@example.com').map((a) => a.subject)).toEqual([
        'Welcome Ann',
        'Day two',
        'Day four',
      ]);
    } finally {
      await t.close();
      await peer.close();
    }
  });

  it('fires a workflow on a new contact, logs the run and computes the automation score', async () => {
    const { t, owner } = await marketingHub(dialect);
    try {
      const res = await owner.agent.post('/api/workflows', {
        name: 'Tag website leads',
        description: 'Tags new website leads and qualifies them',
        type: 'contact-created',
        conditions: [{ field: 'source', equals: 'website' }],
        actions: [
          { type: 'tag', tag: 'nurture' },
          { type: 'move-stage', status: 'qualified' },
          { type: 'send-email', subject: 'Thanks', text: 'Hello {{firstName}}' },
        ],
      });
      expect(res.status).toBe(201);
      await owner.agent.post('/api/workflows', {
        name: 'Dormant',
        type: 'contact-created',
        status: 'inactive',
        actions: [{ type: 'tag', tag: 'never' }],
      });
      const crm = t.hub.ctx.use(crmService);
      const lead = await crm.contacts.create(owner.orgId, {
        email: 'lea@example.com',
        firstName: 'Lea',
        source: 'website',
      });
      await crm.contacts.create(owner.orgId, { email: 'other@example.com', source: 'referral' });

      await until(async () => {
        const runs = (await (await owner.agent.get('/api/workflows/runs')).json()).runs;
        return runs.length === 1 && runs[0].status !== 'running';
      }, 10_000);
      const after = await crm.contacts.get(owner.orgId, lead.id);
      expect(after).toMatchObject({ tags: ['nurture'], status: 'qualified' });
      const runs = (await (await owner.agent.get('/api/workflows/runs')).json()).runs;
      expect(runs[0]).toMatchObject({ status: 'succeeded', workflowName: 'Tag website leads' });
      expect(runs[0].log.map((l: { action: string }) => l.action)).toEqual([
        'tag',
        'move-stage',
        'send-email',
      ]);

      const list = await (await owner.agent.get('/api/workflows')).json();
      expect(
        list.map((w: { name: string; status: string; runs: number }) => [w.name, w.status, w.runs]),
      ).toEqual([
        ['Tag website leads', 'active', 1],
        ['Dormant', 'inactive', 0],
      ]);
      // 1 of 1 runs succeeded, 1 of 2 workflows active.
      expect((await (await owner.agent.get('/api/workflows/summary')).json()).automationScore).toBe(50);
    } finally {
      await t.close();
    }
  });
});
