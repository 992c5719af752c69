import { seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub, testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import ecosystemPlugin from '../index.ts';
import { sampleApp } from './helpers.ts';

describe.each(testDialects)('cross-sell on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it("answers an app's opportunities by id or slug, highest priority first, in the caller's org only", async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    await seedDemo(t.hub);
    const demo = { 'x-ecohub-demo': '1' };
    const res = await t.request('/api/ecosystem/cross-sell?app=realty-ai-suite', { headers: demo });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.app.name).toBe('Realty AI Suite');
    expect(
      body.crossSellOpportunities.map((o: { targetApp: string; priority: string }) => [
        o.targetApp,
        o.priority,
      ]),
    ).toEqual([
      ['Investor Realty Lab', 'high'],
      ['Mobile Pro Office', 'low'],
    ]);
    expect(body.crossSellOpportunities[0]).toMatchObject({
      context: 'Agents with investor clients',
      incentive: 'First month free',
      placement: 'Lead detail panel',
    });
    const byId = await (
      await t.request(`/api/ecosystem/cross-sell?app=${body.app.id}`, { headers: demo })
    ).json();
    expect(byId).toEqual(body);

    const stranger = await t.signedIn();
    expect((await stranger.agent.get(`/api/ecosystem/cross-sell?app=${body.app.id}`)).status).toBe(404);
    const missing = await stranger.agent.get('/api/ecosystem/cross-sell');
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues[0].path).toBe('app');
    expect((await t.request(`/api/ecosystem/cross-sell?app=${body.app.id}`)).status).toBe(401);
  });

  it('serves the widget with a publishable key only from allowed origins, with CORS for that origin', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const owner = await t.signedIn();
    const created = await (await owner.agent.post('/api/ecosystem/apps', sampleApp())).json();
    const other = await (await owner.agent.post('/api/ecosystem/apps', sampleApp({ name: 'Other' }))).json();
    const url = `/api/ecosystem/cross-sell?app=${created.app.id}&key=${created.publishableKey}`;

    const ok = await t.request(url, { headers: { origin: 'https://brand.example.com' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://brand.example.com');
    expect((await ok.json()).app.name).toBe('Brand Studio');

    const wrongOrigin = await t.request(url, { headers: { origin: 'https://evil.example.com' } });
    expect(wrongOrigin.status).toBe(403);
    expect(wrongOrigin.headers.get('access-control-allow-origin')).toBeNull();
    // A key opens only its own app.
    const otherApp = `/api/ecosystem/cross-sell?app=${other.app.id}&key=${created.publishableKey}`;
    expect((await t.request(otherApp, { headers: { origin: 'https://brand.example.com' } })).status).toBe(
      404,
    );
    const badKey = `/api/ecosystem/cross-sell?app=${created.app.id}&key=pk_nope`;
    expect((await t.request(badKey, { headers: { origin: 'https://brand.example.com' } })).status).toBe(404);
  });

  it('lets owners add and remove opportunities inside their registry only', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const owner = await t.signedIn();
    const member = await t.signedIn({ role: 'member', orgId: owner.orgId });
    const other = await t.signedIn();
    const a = (await (await owner.agent.post('/api/ecosystem/apps', sampleApp({ name: 'A' }))).json()).app;
    const b = (await (await owner.agent.post('/api/ecosystem/apps', sampleApp({ name: 'B' }))).json()).app;
    const foreign = (await (await other.agent.post('/api/ecosystem/apps', sampleApp({ name: 'F' }))).json())
      .app;
    const input = {
      app: a.id,
      targetApp: b.slug,
      context: 'Busy users',
      incentive: '10% off',
      placement: 'Footer',
      priority: 'high',
    };

    const created = await owner.agent.post('/api/ecosystem/cross-sell', input);
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body.crossSellOpportunities).toMatchObject([
      { targetApp: 'B', targetAppId: b.id, incentive: '10% off' },
    ]);
    const id = body.crossSellOpportunities[0].id;

    const bad = await owner.agent.post('/api/ecosystem/cross-sell', {
      ...input,
      priority: 'urgent',
      context: '',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'context',
      'priority',
    ]);
    const self = await owner.agent.post('/api/ecosystem/cross-sell', { ...input, targetApp: a.id });
    expect(self.status).toBe(400);
    expect((await self.json()).issues[0].path).toBe('targetApp');
    expect(
      (await owner.agent.post('/api/ecosystem/cross-sell', { ...input, targetApp: foreign.id })).status,
    ).toBe(404);
    expect((await other.agent.post('/api/ecosystem/cross-sell', { ...input, app: foreign.id })).status).toBe(
      404,
    );
    expect((await member.agent.post('/api/ecosystem/cross-sell', input)).status).toBe(403);
    expect((await other.agent.delete(`/api/ecosystem/cross-sell/${id}`)).status).toBe(404);
    const still = await (await owner.agent.get(`/api/ecosystem/cross-sell?app=${a.id}`)).json();
    expect(still.crossSellOpportunities).toHaveLength(1);

    expect((await owner.agent.delete(`/api/ecosystem/cross-sell/${id}`)).status).toBe(204);
    expect((await owner.agent.delete(`/api/ecosystem/cross-sell/${id}`)).status).toBe(404);
    const gone = await (await owner.agent.get(`/api/ecosystem/cross-sell?app=${a.id}`)).json();
    expect(gone.crossSellOpportunities).toHaveLength(0);
  });
});
