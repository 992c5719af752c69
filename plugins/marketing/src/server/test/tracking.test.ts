import { testDialects } from '@ecohub/core/testing';
import { crmService } from '@ecohub/plugin-crm/shared';
import { describe, expect, it } from 'vitest';
import { campaignOn, listWith, marketingHub, sendAndWait, startPeer } from './fixtures.ts';

const HUMAN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe.each(testDialects)('tracking on %s', (dialect) => {
  it('counts human opens and clicks, keeps machine opens apart, refuses forged links and attributes a conversion', async () => {
    const peer = await startPeer();
    const { t, owner, setup } = await marketingHub(dialect, { smtpUrl: peer.url });
    try {
      const crm = t.hub.ctx.use(crmService);
      const buyer = await crm.contacts.create(owner.orgId, {
        email: 'buyer@example.com',
        firstName: 'Bea',
        value: 150_000,
      });
      const listId = await listWith(owner, ['buyer@example.com', 'apple@example.com', 'scan@example.com']);
      await sendAndWait(t, owner, await campaignOn(owner, listId));
      const html = (to: string) => {
        const raw = peer.arrivals.find((a) => a.to === to)!.raw;
        // The HTML part is quoted-printable: unfold it before reading links.
        return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      };
      const pixel = (to: string) => new URL(/src="([^"]+\.gif)"/.exec(html(to))![1]!).pathname;
      const click = (to: string) => {
        const href = /href="(http:\/\/localhost:3000\/api\/marketing\/t\/c\/[^"]+)"/.exec(html(to))![1]!;
        const u = new URL(href.replace(/&amp;/g, '&'));
        return `${u.pathname}${u.search}`;
      };

      // Apple Mail Privacy Protection (bare agent) and a scanner: machine opens.
      expect(
        (await t.request(pixel('apple@example.com'), { headers: { 'user-agent': 'Mozilla/5.0' } })).status,
      ).toBe(200);
      await t.request(pixel('scan@example.com'), { headers: { 'user-agent': 'Barracuda Link Protection' } });
      const scanned = await t.request(click('scan@example.com'), {
        headers: { 'user-agent': 'python-requests/2.31' },
      });
      expect(scanned.status).toBe(302);
      // A person opens and clicks.
      const open = await t.request(pixel('buyer@example.com'), { headers: { 'user-agent': HUMAN } });
      expect(open.headers.get('content-type')).toBe('image/gif');
      const res = await t.request(click('buyer@example.com'), { headers: { 'user-agent': HUMAN } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://example.com/offer?a=1&b=2');

      // No open redirect: the signature covers the target.
      const forged = click('buyer@example.com').replace(
        /u=[^&]+/,
        `u=${encodeURIComponent('https://evil.example/')}`,
      );
      expect((await t.request(forged, { headers: { 'user-agent': HUMAN } })).status).toBe(400);

      const [c] = (await (await owner.agent.get('/api/marketing/campaigns')).json()).campaigns;
      expect(c).toMatchObject({ sent: 3, opens: 1, clicks: 1, openRate: 33.3 });
      const machine = await t.hub.ctx.db
        .selectFrom('marketing_recipients')
        .select(['email', 'machineOpenedAt', 'openedAt'])
        .where('machineOpenedAt', 'is not', null)
        .execute();
      expect(machine.map((r) => r.email).sort()).toEqual(['apple@example.com', 'scan@example.com']);
      expect(machine.every((r) => r.openedAt === null)).toBe(true);

      // The buyer becomes a customer in the CRM: a conversion with the contact's value.
      await crm.contacts.update(owner.orgId, buyer.id, { status: 'customer' });
      const stats = await (await owner.agent.get('/api/marketing/stats')).json();
      expect(stats).toMatchObject({
        openRate: 33.3,
        monthRevenue: 150_000,
        totalSubscribers: 3,
        activeCampaigns: 0,
      });
      const [after] = (await (await owner.agent.get('/api/marketing/campaigns')).json()).campaigns;
      expect(after.conversions).toBe(1);
      const activity = await (await owner.agent.get('/api/marketing/activity')).json();
      expect(activity.activity.map((a: { type: string }) => a.type)).toEqual(
        expect.arrayContaining(['conversion', 'click', 'open', 'completed']),
      );
      expect(setup()).toBeDefined();
    } finally {
      await t.close();
      await peer.close();
    }
  });
});
