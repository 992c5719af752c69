import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import type { Opportunity, TargetContact } from '../../shared/index.ts';
import { addApp, crossSalesHub, paid, serverEvent } from './fixtures.ts';

describe.each(testDialects)('cross-sales opportunities on %s', (dialect) => {
  it('lists the people of app A who are not yet customers of app B, and drops them as they pay', async () => {
    const t = await crossSalesHub(dialect);
    try {
      const owner = await t.signedIn({ role: 'owner' });
      const brand = await addApp(owner, 'Brand Studio', { monthly: 49, features: ['Media kit'] });
      const canvas = await addApp(owner, 'Creator Canvas', { monthly: 29, features: ['Design templates'] });
      expect(
        (
          await owner.agent.post('/api/cross-sales/matrix', {
            sourceApp: brand.id,
            targetApp: 'creator canvas',
            reasoning: 'Speakers updating their media kit',
            incentive: '20% off',
            priority: 'high',
          })
        ).status,
      ).toBe(201);
      // A CRM contact who came from Brand Studio, and an end user its events name.
      const contact = await owner.agent.post('/api/contacts', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        source: 'Brand Studio',
      });
      expect(contact.status).toBe(201);
      await serverEvent(t, brand, { event: 'user.signup', user: 'grace@example.com' });

      const list = async () =>
        (await (await owner.agent.get('/api/cross-sales/opportunities')).json()) as {
          opportunities: Opportunity[];
          total: number;
        };
      const pair = async () => (await list()).opportunities.find((o) => o.id === `${brand.id}~${canvas.id}`);
      const first = await pair();
      expect(first).toMatchObject({
        currentApp: 'Brand Studio',
        targetApp: 'Creator Canvas',
        targetService: 'Design templates',
        urgency: 'high',
        contacts: 2,
        valueEstimate: 2 * 29 * 12,
        inMatrix: true,
      });
      expect(first?.reasoning).toContain('1 CRM contacts, 1 app users');
      expect(first?.score).toBeGreaterThanOrEqual(80);
      const people = async () =>
        (
          (await (
            await owner.agent.get(`/api/cross-sales/opportunities/contacts?from=${brand.id}&to=${canvas.id}`)
          ).json()) as { contacts: TargetContact[] }
        ).contacts.map((c) => c.email);
      expect((await people()).sort()).toEqual(['ada@example.com', 'grace@example.com']);

      // A payment in Creator Canvas by Ada: she is its customer now.
      await serverEvent(t, canvas, paid('ada@example.com', 2900));
      expect(await people()).toEqual(['grace@example.com']);
      expect((await pair())?.contacts).toBe(1);
      await serverEvent(t, canvas, paid('grace@example.com', 2900));
      expect(await pair()).toBeUndefined();

      const bad = await owner.agent.get('/api/cross-sales/opportunities/contacts?from=&to=x');
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues.map((i: { path: string }) => i.path)).toContain('from');
      expect(
        (await owner.agent.get(`/api/cross-sales/opportunities/contacts?from=${brand.id}&to=nope`)).status,
      ).toBe(404);
      expect((await t.request('/api/cross-sales/opportunities')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("never shows another organisation's contact", async () => {
    const t = await crossSalesHub(dialect);
    try {
      const a = await t.signedIn({ role: 'owner' });
      const b = await t.signedIn({ role: 'owner' });
      const brandA = await addApp(a, 'Brand Studio', { category: 'Brand', monthly: 49 });
      const canvasA = await addApp(a, 'Creator Canvas', { category: 'Brand', monthly: 29 });
      await addApp(b, 'Brand Studio', { category: 'Brand', monthly: 49 });
      await addApp(b, 'Creator Canvas', { category: 'Brand', monthly: 29 });
      await b.agent.post('/api/contacts', {
        firstName: 'Mallory',
        email: 'mallory@example.com',
        source: 'Brand Studio',
      });
      await a.agent.post('/api/contacts', {
        firstName: 'Alice',
        email: 'alice@example.com',
        source: 'Brand Studio',
      });

      const res = await a.agent.get(
        `/api/cross-sales/opportunities/contacts?from=${brandA.id}&to=${canvasA.id}`,
      );
      expect(((await res.json()).contacts as TargetContact[]).map((c) => c.email)).toEqual([
        'alice@example.com',
      ]);
      const { opportunities } = await (await a.agent.get('/api/cross-sales/opportunities')).json();
      expect(opportunities.map((o: Opportunity) => o.id)).toEqual([`${brandA.id}~${canvasA.id}`]);
      expect(opportunities[0].contacts).toBe(1);
      // Org B's apps are not org A's: their ids are unknown there.
      const bApps = (await (await b.agent.get('/api/ecosystem/apps')).json()).apps as Array<{ id: string }>;
      expect(
        (await a.agent.get(`/api/cross-sales/opportunities/contacts?from=${bApps[0]?.id}&to=${canvasA.id}`))
          .status,
      ).toBe(404);
      const metrics = await (await b.agent.get('/api/cross-sales/metrics')).json();
      expect(metrics.totalOpportunities).toBe(1);
    } finally {
      await t.close();
    }
  });
});
