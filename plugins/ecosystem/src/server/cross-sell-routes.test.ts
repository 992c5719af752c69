import { seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub, testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import ecosystemPlugin from './index.ts';
import { sampleApp } from './test-helpers.ts';

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
});
