import { coreServices, DEMO_HEADER, seedDemo } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import type { MatrixResponse, RoadmapResponse } from '../../shared/index.ts';
import { addApp, crossSalesHub } from './fixtures.ts';

describe.each(testDialects)('cross-sales matrix and roadmap on %s', (dialect) => {
  it("edits the one matrix that the ecosystem's cross-sell widget reads", async () => {
    const t = await crossSalesHub(dialect);
    try {
      const owner = await t.signedIn({ role: 'owner' });
      const member = await t.signedIn({ role: 'member', orgId: owner.orgId });
      const other = await t.signedIn({ role: 'owner' });
      const brand = await addApp(owner, 'Brand Studio', { monthly: 49, features: ['Pages', 'Media kit'] });
      const canvas = await addApp(owner, 'Creator Canvas', {
        monthly: 29,
        features: ['Templates', 'Brand kit'],
      });
      const body = { sourceApp: 'Brand Studio', targetApp: canvas.id, reasoning: 'Media kits need visuals' };
      expect((await member.agent.post('/api/cross-sales/matrix', body)).status).toBe(403);
      const created = await owner.agent.post('/api/cross-sales/matrix', { ...body, incentive: '20% off' });
      expect(created.status).toBe(201);
      const target = await created.json();
      expect(target).toMatchObject({
        app: 'Creator Canvas',
        services: ['Templates', 'Brand kit'],
        valueRange: [29, 290],
        reasoning: 'Media kits need visuals',
        priority: 'medium',
      });
      const widget = async () =>
        (await (await owner.agent.get(`/api/ecosystem/cross-sell?app=${brand.id}`)).json())
          .crossSellOpportunities;
      expect(await widget()).toMatchObject([
        { targetApp: 'Creator Canvas', context: 'Media kits need visuals' },
      ]);

      const patched = await owner.agent.patch(`/api/cross-sales/matrix/${target.id}`, {
        reasoning: 'Speakers refresh their kit',
        priority: 'high',
      });
      expect(patched.status).toBe(200);
      expect(await widget()).toMatchObject([{ context: 'Speakers refresh their kit', priority: 'high' }]);
      const matrix = (await (await member.agent.get('/api/cross-sales/matrix')).json()) as MatrixResponse;
      expect(matrix.crossSalesMatrix['Brand Studio']?.targets).toHaveLength(1);

      const bad = await owner.agent.post('/api/cross-sales/matrix', {
        sourceApp: 'Nope',
        targetApp: brand.id,
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues.map((i: { path: string }) => i.path)).toEqual(['reasoning']);
      const unknown = await owner.agent.post('/api/cross-sales/matrix', { ...body, sourceApp: 'Nope' });
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).issues).toEqual([{ path: 'sourceApp', message: 'Unknown application' }]);
      expect((await owner.agent.patch(`/api/cross-sales/matrix/${target.id}`, {})).status).toBe(400);

      // Another organisation neither sees nor edits it.
      expect((await (await other.agent.get('/api/cross-sales/matrix')).json()).crossSalesMatrix).toEqual({});
      expect(
        (await other.agent.patch(`/api/cross-sales/matrix/${target.id}`, { priority: 'low' })).status,
      ).toBe(404);
      expect((await other.agent.delete(`/api/cross-sales/matrix/${target.id}`)).status).toBe(404);
      expect((await owner.agent.delete(`/api/cross-sales/matrix/${target.id}`)).status).toBe(204);
      expect(await widget()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('seeds the five roadmap items in the demo and keeps status changes', async () => {
    const t = await crossSalesHub(dialect);
    try {
      const demo = await seedDemo(t.hub);
      expect(demo.plugins).toContain('cross-sales');
      const read = await t.request('/api/cross-sales/roadmap', { headers: { [DEMO_HEADER]: '1' } });
      expect(read.status).toBe(200);
      const roadmap = (await read.json()) as RoadmapResponse;
      expect(roadmap.items.map((i) => i.revenue)).toEqual([15_000, 25_000, 18_000, 12_000, 20_000]);
      expect(roadmap.summary).toMatchObject({
        priorityItems: 5,
        totalPotential: 90_000,
        critical: 1,
        quickWins: 2,
      });
      expect(roadmap.items.filter((i) => i.priority === 'HIGH')).toHaveLength(3);
      expect(roadmap.items.every((i) => i.status === 'Not Started' && i.progress === 0)).toBe(true);
      expect(roadmap.summary.ctr).toMatchObject({ min: 5, max: 8 });
      const first = roadmap.items[0];
      if (!first) throw new Error('no items');

      const write = await t.request(`/api/cross-sales/roadmap/${first.id}`, {
        method: 'PATCH',
        headers: { [DEMO_HEADER]: '1', 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'In Progress' }),
      });
      expect(write.status).toBe(403);

      const orgId = (await t.hub.ctx.use(coreServices).orgs.demo())?.id;
      const owner = await t.signedIn({ role: 'owner', orgId });
      const started = await owner.agent.patch(`/api/cross-sales/roadmap/${first.id}`, {
        status: 'In Progress',
      });
      expect(started.status).toBe(200);
      expect(await started.json()).toMatchObject({ status: 'In Progress', startedAt: expect.any(String) });
      const done = await owner.agent.patch(`/api/cross-sales/roadmap/${first.id}`, { status: 'Completed' });
      expect(await done.json()).toMatchObject({ status: 'Completed', progress: 100 });
      const again = (await (await owner.agent.get('/api/cross-sales/roadmap')).json()) as RoadmapResponse;
      expect(again.items[0]).toMatchObject({ id: first.id, status: 'Completed', progress: 100 });
      expect(again.summary).toMatchObject({ completed: 1, progress: 20 });

      const bad = await owner.agent.patch(`/api/cross-sales/roadmap/${first.id}`, { status: 'Done' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues.map((i: { path: string }) => i.path)).toEqual(['status']);
      const stranger = await t.signedIn({ role: 'owner' });
      expect(
        (await stranger.agent.patch(`/api/cross-sales/roadmap/${first.id}`, { status: 'Completed' })).status,
      ).toBe(404);
      expect((await (await stranger.agent.get('/api/cross-sales/roadmap')).json()).items).toEqual([]);

      // Quick Start: the item's snippet entry in the matrix, created once.
      const quick = await owner.agent.post(`/api/cross-sales/roadmap/${again.items[1]?.id}/quick-start`);
      expect([200, 201]).toContain(quick.status);
      expect(await quick.json()).toMatchObject({
        sourceApp: 'Realty AI Suite',
        targetApp: 'Investor Realty Lab',
      });
      const twice = await owner.agent.post(`/api/cross-sales/roadmap/${again.items[1]?.id}/quick-start`);
      expect(twice.status).toBe(200);
      expect(await twice.json()).toMatchObject({ created: false });
    } finally {
      await t.close();
    }
  });
});
