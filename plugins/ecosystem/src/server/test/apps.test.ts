import { createTestHub, FakeClock, type TestHub, testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { ecosystemService, SECRET_OVERLAP_MS } from '../../shared/index.ts';
import ecosystemPlugin from '../index.ts';
import { sampleApp } from './helpers.ts';

describe.each(testDialects)('ecosystem registry routes on %s', (dialect) => {
  let t: TestHub;
  afterEach(async () => t?.close());

  it('creates an app, answers its secret once, lists it without secrets', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const { agent } = await t.signedIn({ role: 'admin' });
    const res = await agent.post('/api/ecosystem/apps', sampleApp());
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.app.id).toMatch(/^app_[A-Za-z0-9_-]{16}$/);
    expect(body.app.slug).toBe('brand-studio');
    expect(body.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(body.signingSecret.slice(6), 'base64').length).toBe(32);
    expect(body.publishableKey).toMatch(/^pk_/);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const list = await agent.get('/api/ecosystem/apps');
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text).not.toContain(body.signingSecret);
    expect(text).not.toContain('whsec_');
    const data = JSON.parse(text);
    expect(data.apps).toHaveLength(1);
    expect(data.apps[0]).toMatchObject({
      name: 'Brand Studio',
      category: 'core',
      appCategory: 'Personal Brand',
      pricing: { free: false, monthly: 49, annual: 490, lifetime: 997, oneTime: 0 },
      pricing_tier: 'premium',
      white_label_ready: true,
    });
    expect(data.categories).toEqual(['core']);
    expect(data.totalEcosystemValue).toBe(49);
  });

  it('refuses bad input with field issues and creates nothing', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const { agent } = await t.signedIn({ role: 'owner' });
    const bad = await agent.post('/api/ecosystem/apps', {
      ...sampleApp(),
      url: 'ftp://x',
      category: 'nope',
      pricing: { monthly: -1 },
      allowedOrigins: ['https://a.example.com/path'],
    });
    expect(bad.status).toBe(400);
    const err = await bad.json();
    const paths = err.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['url', 'category', 'pricing.monthly', 'allowedOrigins.0']));
    const notJson = await agent.post('/api/ecosystem/apps', '{oops', { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    const badScope = await agent.get('/api/ecosystem/apps?scope=everyone');
    expect(badScope.status).toBe(400);
    const list = await (await agent.get('/api/ecosystem/apps')).json();
    expect(list.apps).toHaveLength(0);

    const created = await (await agent.post('/api/ecosystem/apps', sampleApp())).json();
    const badPatch = await agent.patch(`/api/ecosystem/apps/${created.app.id}`, { pricing_tier: 'gold' });
    expect(badPatch.status).toBe(400);
    expect((await badPatch.json()).issues[0].path).toBe('pricing_tier');
    const empty = await agent.patch(`/api/ecosystem/apps/${created.app.id}`, {});
    expect(empty.status).toBe(400);
    const unknown = await agent.patch(`/api/ecosystem/apps/${created.app.id}`, { signingSecret: 'x' });
    expect(unknown.status).toBe(400);
  });

  it('keeps slugs unique per organisation and answers 409 on a taken slug', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const { agent } = await t.signedIn();
    const a = await (await agent.post('/api/ecosystem/apps', sampleApp())).json();
    const b = await (await agent.post('/api/ecosystem/apps', sampleApp())).json();
    expect(b.app.slug).toBe('brand-studio-2');
    expect(a.app.id).not.toBe(b.app.id);
    const clash = await agent.patch(`/api/ecosystem/apps/${b.app.id}`, { slug: 'brand-studio' });
    expect(clash.status).toBe(409);
    // Another organisation may use the same slug.
    const other = await t.signedIn();
    const c = await (await other.agent.post('/api/ecosystem/apps', sampleApp())).json();
    expect(c.app.slug).toBe('brand-studio');
  });

  it('edits by id or slug; another organisation gets 404 and changes nothing', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const owner = await t.signedIn();
    const intruder = await t.signedIn();
    const created = await (await owner.agent.post('/api/ecosystem/apps', sampleApp())).json();
    const { app } = created;

    const patched = await owner.agent.patch(`/api/ecosystem/apps/${app.slug}`, { white_label_ready: false });
    expect(patched.status).toBe(200);
    expect((await patched.json()).white_label_ready).toBe(false);

    for (const res of [
      await intruder.agent.patch(`/api/ecosystem/apps/${app.id}`, { name: 'Hijacked' }),
      await intruder.agent.post(`/api/ecosystem/apps/${app.id}/rotate-secret`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await (await intruder.agent.get('/api/ecosystem/apps')).json()).apps).toHaveLength(0);
    const pkg = await (await intruder.agent.get('/api/ecosystem/integration-package')).text();
    expect(pkg).not.toContain(app.id);
    // The intruder's rotation changed nothing: the original secret is still the only one.
    const eco = t.hub.ctx.use(ecosystemService);
    expect((await eco.apps.resolve(app.id))?.signingSecrets).toEqual([created.signingSecret]);
    const badScope = await owner.agent.post(`/api/ecosystem/apps/${app.id}/rotate-secret?scope=nope`);
    expect(badScope.status).toBe(400);
    expect((await badScope.json()).issues[0].path).toBe('scope');
    const mine = await (await owner.agent.get('/api/ecosystem/apps')).json();
    expect(mine.apps[0].name).toBe('Brand Studio');
    expect(mine.apps[0].secretRotatedAt).toBeNull();
  });

  it('lets members read but only admins and owners change the registry', async () => {
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin] });
    const owner = await t.signedIn();
    const member = await t.signedIn({ role: 'member', orgId: owner.orgId });
    const { app } = await (await owner.agent.post('/api/ecosystem/apps', sampleApp())).json();
    expect((await member.agent.get('/api/ecosystem/apps')).status).toBe(200);
    expect((await member.agent.post('/api/ecosystem/apps', sampleApp())).status).toBe(403);
    expect((await member.agent.patch(`/api/ecosystem/apps/${app.id}`, { name: 'x' })).status).toBe(403);
    expect((await member.agent.post(`/api/ecosystem/apps/${app.id}/rotate-secret`)).status).toBe(403);
    expect((await t.request('/api/ecosystem/apps')).status).toBe(401);
  });

  it('rotates the secret and accepts the previous one for 24 hours', async () => {
    const clock = new FakeClock();
    t = await createTestHub({ dialect, plugins: [ecosystemPlugin], clock });
    const { agent } = await t.signedIn();
    const created = await (await agent.post('/api/ecosystem/apps', sampleApp())).json();
    const services = t.hub.ctx.use(ecosystemService);

    const rotated = await agent.post(`/api/ecosystem/apps/${created.app.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const r = await rotated.json();
    expect(r.signingSecret).not.toBe(created.signingSecret);
    expect(r.previousSecretExpiresAt).toBe(new Date(clock.now().getTime() + SECRET_OVERLAP_MS).toISOString());

    let resolved = await services.apps.resolve(created.app.id);
    expect(resolved?.signingSecrets).toEqual([r.signingSecret, created.signingSecret]);
    clock.advance(SECRET_OVERLAP_MS - 1000);
    resolved = await services.apps.resolve(created.app.id);
    expect(resolved?.signingSecrets).toEqual([r.signingSecret, created.signingSecret]);
    clock.advance(1000);
    resolved = await services.apps.resolve(created.app.id);
    expect(resolved?.signingSecrets).toEqual([r.signingSecret]);

    const byKey = await services.apps.resolveByPublishableKey(created.publishableKey);
    expect(byKey).toMatchObject({ id: created.app.id, allowedOrigins: ['https://brand.example.com'] });
    expect(await services.apps.resolve('app_unknown')).toBeNull();
  });
});
