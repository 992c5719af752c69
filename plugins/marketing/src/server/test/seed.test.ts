import { coreServices } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import type { MarketingHub } from '../hub.ts';
import { seedDemoMarketing } from '../seed/demo.ts';
import { marketingHub } from './fixtures.ts';

describe.each(testDialects)('the marketing demo seed on %s', (dialect) => {
  it("loads the spec's sample tiles as rows, computed like any organisation's, and only once", async () => {
    const { t, setup } = await marketingHub(dialect);
    try {
      const demo = await t.hub.ctx.use(coreServices).orgs.create({ name: 'Demo', isDemo: true });
      const { ctx } = t.hub.running('marketing');
      for (let i = 0; i < 2; i++)
        await seedDemoMarketing(ctx as MarketingHub, setup(), { orgId: demo.id, ownerId: 'owner' });
      const headers = { 'x-ecohub-demo': '1' };
      const stats = await (await t.request('/api/marketing/stats', { headers })).json();
      expect(stats).toEqual({
        activeCampaigns: 12,
        totalSubscribers: 4892,
        openRate: 64.8,
        monthRevenue: 2_845_000,
        currency: 'USD',
      });
      const workflows = await (await t.request('/api/workflows', { headers })).json();
      expect(workflows).toHaveLength(4);
      const summary = await (await t.request('/api/workflows/summary', { headers })).json();
      expect(summary).toMatchObject({ runs: 79, succeeded: 76, activeWorkflows: 3, totalWorkflows: 4 });
      // Another organisation sees none of it.
      const other = await t.signedIn({ role: 'owner' });
      expect((await (await other.agent.get('/api/marketing/stats')).json()).activeCampaigns).toBe(0);
    } finally {
      await t.close();
    }
  });
});
