import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import type { BacklinksResponse, CrossSalesMetrics } from '../../shared/index.ts';
import { addApp, browserEvents, crossSalesHub, paid, serverEvent } from './fixtures.ts';

describe.each(testDialects)('cross-sales metrics and backlinks on %s', (dialect) => {
  it('counts the funnel from tracked widget events and derives content pieces from the matrix', async () => {
    const t = await crossSalesHub(dialect);
    try {
      const owner = await t.signedIn({ role: 'owner' });
      const other = await t.signedIn({ role: 'owner' });
      const brand = await addApp(owner, 'Brand Studio', { monthly: 49 });
      const canvas = await addApp(owner, 'Creator Canvas', { monthly: 20 });
      const empty = (await (await owner.agent.get('/api/cross-sales/metrics')).json()) as CrossSalesMetrics;
      expect(empty).toMatchObject({
        totalOpportunities: 0,
        estimatedRevenue: 0,
        ctr: null,
        backlinkStrategies: 0,
      });
      expect(empty.conversionFunnel.map((s) => s.count)).toEqual([0, 0, 0, 0]);
      const none = (await (await owner.agent.get('/api/cross-sales/backlinks')).json()) as BacklinksResponse;
      expect(none.contentPieces).toEqual([]);

      await owner.agent.post('/api/cross-sales/matrix', {
        sourceApp: brand.id,
        targetApp: canvas.id,
        reasoning: 'Media kits need visuals',
        placement: 'Media kit sidebar',
      });
      // Twenty page views and impressions on Brand Studio, two clicks; one visitor arrives at Creator
      // Canvas through the offer (xs), signs up, and pays there; another pays without the link.
      await browserEvents(t, brand, [
        ...Array.from({ length: 20 }, () => ({ event: 'page', data: { path: '/' } })),
        ...Array.from({ length: 20 }, () => ({
          event: 'cross_sell.impression',
          data: { target: canvas.id },
        })),
        { event: 'cross_sell.click', data: { target: canvas.id } },
        { event: 'cross_sell.click', data: { target: canvas.id } },
        // A target outside the organisation's apps is ignored.
        { event: 'cross_sell.click', data: { target: 'app_unknown' } },
      ]);
      await browserEvents(t, canvas, [
        { event: 'identify', user: 'zoe@example.com', data: { xs: brand.id } },
        { event: 'user.signup', user: 'zoe@example.com', data: { xs: brand.id } },
      ]);
      await serverEvent(t, canvas, paid('zoe@example.com', 2000));
      await serverEvent(t, canvas, paid('max@example.com', 2000));

      const m = (await (await owner.agent.get('/api/cross-sales/metrics')).json()) as CrossSalesMetrics;
      expect(m.conversionFunnel).toEqual([
        { stage: 'impression', count: 20, percentage: 100 },
        { stage: 'click', count: 2, percentage: 10 },
        { stage: 'signup', count: 1, percentage: 5 },
        { stage: 'purchase', count: 1, percentage: 5 },
      ]);
      expect(m).toMatchObject({ ctr: 10, attributedRevenue: 20, backlinkStrategies: 1 });
      expect(m.topTargetApps).toEqual([{ app: 'Creator Canvas', appId: canvas.id, count: 2, revenue: 20 }]);

      const b = (await (await owner.agent.get('/api/cross-sales/backlinks')).json()) as BacklinksResponse;
      expect(b.contentPieces).toEqual([
        {
          sourceApp: 'Brand Studio',
          targetApp: 'Creator Canvas',
          placement: 'Media kit sidebar',
          description: 'Media kits need visuals',
          metrics: { expectedTraffic: 20, conversionPotential: 0.1, estimatedRevenue: 40 },
        },
      ]);
      expect(b.implementationGuide.join('\n')).toContain('now 10 %');

      // The other organisation sees none of it.
      const theirs = (await (await other.agent.get('/api/cross-sales/metrics')).json()) as CrossSalesMetrics;
      expect(theirs.conversionFunnel.map((s) => s.count)).toEqual([0, 0, 0, 0]);
      expect(theirs.topTargetApps).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
