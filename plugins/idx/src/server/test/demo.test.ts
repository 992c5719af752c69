import { seedDemo } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { crmService } from '@ecohub/plugin-crm/shared';
import { describe, expect, it } from 'vitest';
import type { WebsitesResponse } from '../../shared/website.ts';
import { idxHub } from './fixtures.ts';

describe.each(testDialects)('IDX demo on %s', (dialect) => {
  it('seeds the three sample sites, the local listings and two leads through a live site', async () => {
    const { t } = await idxHub(dialect);
    try {
      const demo = await seedDemo(t.hub);
      const headers = { 'x-ecohub-demo': '1' };
      const body = (await (await t.request('/api/idx/websites', { headers })).json()) as WebsitesResponse;
      expect(body.websites.map((w) => [w.name, w.template, w.status])).toEqual([
        ['Dream Homes Realty', 'modern_real_estate', 'published'],
        ['Luxury Estates Pro', 'luxury_modern', 'published'],
        ['Urban Living Hub', 'urban_contemporary', 'draft'],
      ]);
      expect(body.summary).toMatchObject({ activeWebsites: 2, totalLeads: 2 });
      expect((await (await t.request('/api/idx/listings', { headers })).json()).total).toBe(20);
      expect(
        await t.hub.ctx.use(crmService).contacts.findByEmail(demo.orgId, 'olivia.carter@example.com'),
      ).toMatchObject({
        source: 'IDX: Dream Homes Realty',
      });
      // The demo is read-only, and its ecosystem keeps the spec's applications only.
      expect((await t.request('/api/idx/websites', { method: 'POST', headers, body: '{}' })).status).toBe(
        403,
      );
      const apps = await (await t.request('/api/ecosystem/apps', { headers })).json();
      expect(apps.apps.some((a: { name: string }) => a.name.startsWith('IDX:'))).toBe(false);
      // Seeding again changes nothing.
      await seedDemo(t.hub);
      expect(
        ((await (await t.request('/api/idx/websites', { headers })).json()) as WebsitesResponse).websites,
      ).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
