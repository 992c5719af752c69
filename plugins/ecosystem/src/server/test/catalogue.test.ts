import { coreServices } from '@ecohub/core';
import { createTestHub, type TestHub, testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import ecosystemPlugin from '../index.ts';
import { sampleApp } from './helpers.ts';

describe.each(testDialects)('public catalogue on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it("answers the platform organisation's published apps to anyone, never a key or secret", async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    expect(await (await t.request('/api/applications')).json()).toEqual([]);

    const orgs = t.hub.ctx.use(coreServices).orgs;
    const platform = await orgs.create({ name: 'Platform', isPlatform: true });
    const admin = await t.signedIn({ orgId: platform.id });
    const tenant = await t.signedIn();
    const shown = await (await admin.agent.post('/api/ecosystem/apps', sampleApp())).json();
    await admin.agent.post('/api/ecosystem/apps', sampleApp({ name: 'Draft', published: false }));
    await admin.agent.post('/api/ecosystem/apps', sampleApp({ name: 'Hub only', catalogueCategory: null }));
    await tenant.agent.post('/api/ecosystem/apps', sampleApp({ name: 'Tenant app' }));

    const res = await t.request('/api/applications');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('whsec_');
    expect(text).not.toContain('pk_');
    expect(text).not.toContain(shown.signingSecret);
    expect(JSON.parse(text)).toEqual([
      {
        id: shown.app.id,
        name: 'Brand Studio',
        description: 'Personal brand site builder',
        category: 'brand-hub',
        url: 'https://brand.example.com',
        logo: '',
        monthlyPrice: 49,
        lifetimePrice: 997,
        features: ['Pages', 'Media kit', 'Booking', 'Analytics'],
        benefits: ['Look professional'],
      },
    ]);
    // After a rotation the catalogue still shows nothing secret.
    const rotated = await (
      await admin.agent.post(`/api/ecosystem/apps/${shown.app.id}/rotate-secret`)
    ).json();
    expect(await (await t.request('/api/applications')).text()).not.toContain(rotated.signingSecret);
    expect(await (await t.request('/api/bundles')).json()).toEqual([]);
  });

  it('lets an elevated super admin manage the platform registry with scope=platform, nobody else', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const orgs = t.hub.ctx.use(coreServices).orgs;
    const platform = await orgs.create({ name: 'Platform', isPlatform: true });
    await t.signedIn({ orgId: platform.id });
    const superAdmin = await t.signedIn({ superAdmin: true, elevated: true });
    const notElevated = await t.signedIn({ superAdmin: true });
    const owner = await t.signedIn();

    const created = await superAdmin.agent.post('/api/ecosystem/apps?scope=platform', sampleApp());
    expect(created.status).toBe(201);
    const { app } = await created.json();
    expect((await (await t.request('/api/applications')).json()).map((a: { id: string }) => a.id)).toEqual([
      app.id,
    ]);
    const list = await (await superAdmin.agent.get('/api/ecosystem/apps?scope=platform')).json();
    expect(list.apps.map((a: { id: string }) => a.id)).toEqual([app.id]);
    // Their own organisation is untouched.
    expect((await (await superAdmin.agent.get('/api/ecosystem/apps')).json()).apps).toHaveLength(0);
    const patched = await superAdmin.agent.patch(`/api/ecosystem/apps/${app.id}?scope=platform`, {
      published: false,
    });
    expect(patched.status).toBe(200);
    expect(await (await t.request('/api/applications')).json()).toEqual([]);

    for (const who of [notElevated, owner]) {
      expect((await who.agent.get('/api/ecosystem/apps?scope=platform')).status).toBe(403);
      expect(
        (await who.agent.patch(`/api/ecosystem/apps/${app.id}?scope=platform`, { name: 'x' })).status,
      ).toBe(403);
      expect((await who.agent.patch(`/api/ecosystem/apps/${app.id}`, { name: 'x' })).status).toBe(404);
    }
    expect((await superAdmin.agent.get('/api/ecosystem/apps?scope=platform')).status).toBe(200);
    const after = await (await superAdmin.agent.get('/api/ecosystem/apps?scope=platform')).json();
    expect(after.apps[0].name).toBe('Brand Studio');
  });
});
