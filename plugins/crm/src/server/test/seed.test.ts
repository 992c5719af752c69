import { coreServices } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { WEBSITE_NAMES } from '../../shared/index.ts';
import { seedDemo } from '../seed/demo.ts';
import { crmHub, crmOf, json } from './fixtures.ts';

describe.each(testDialects)('the demo seed on %s', (dialect) => {
  it('fills the demo organisation, which the public demo reads but cannot change', async () => {
    const t = await crmHub(dialect);
    try {
      const core = t.hub.ctx.use(coreServices);
      const demo = await core.orgs.create({ name: 'Demo', isDemo: true });
      const { ctx } = t.hub.running('crm');
      await seedDemo(ctx as never, crmOf(t.hub), { orgId: demo.id, ownerId: 'owner' });
      await seedDemo(ctx as never, crmOf(t.hub), { orgId: demo.id, ownerId: 'owner' });
      const headers = { 'x-ecohub-demo': '1' };
      const summary = await json(await t.request('/api/contacts/summary', { headers }));
      expect(summary.totalContacts).toBe(320);
      expect(summary.pipeline.every((p: any) => p.count > 0)).toBe(true);
      const sources = (await json(await t.request('/api/app-sources', { headers }))).map((s: any) => s.name);
      expect(sources).toEqual(expect.arrayContaining(WEBSITE_NAMES));
      expect(sources.length).toBeGreaterThan(3);
      const page = await json(await t.request('/api/contacts?limit=200', { headers }));
      expect(page.items.some((c: any) => /[À-ž]/.test(c.firstName + c.lastName))).toBe(true);
      expect((await json(await t.request('/api/activities', { headers }))).items.length).toBe(10);
      const write = await t.request('/api/contacts', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'X' }),
      });
      expect(write.status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
