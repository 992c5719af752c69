import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import type { Website, WebsitesResponse } from '../../shared/website.ts';
import { idxHub, syncListings } from './fixtures.ts';

describe.each(testDialects)('IDX websites on %s', (dialect) => {
  it('creates a draft with the form defaults and zero figures, previews it, publishes it', async () => {
    const { t } = await idxHub(dialect, {}, { startJobs: true });
    try {
      const a = await t.signedIn();
      await syncListings(t, a.agent);
      const res = await a.agent.post('/api/idx/websites', {
        name: 'Dream Homes Realty',
        domain: 'dreamhomes.example.com',
      });
      expect(res.status).toBe(201);
      const site = (await res.json()) as Website;
      expect(site).toMatchObject({
        name: 'Dream Homes Realty',
        domain: 'dreamhomes.example.com',
        template: 'modern_real_estate',
        status: 'draft',
        mls_sync: true,
        ai_matchmaker: true,
        white_label: false,
        leads_generated: 0,
        page_views: 0,
        conversion_rate: 0,
      });

      // A draft is not public, but its preview renders for the organisation.
      expect((await t.request(`/sites/${site.slug}`)).status).toBe(404);
      const preview = await a.agent.get(`/api/idx/websites/${site.id}/preview`);
      expect(preview.status).toBe(200);
      const html = await preview.text();
      expect(html).toContain('Preview: this site is a draft');
      expect(html).toContain('Dream Homes Realty');
      expect(html).toMatch(/data-listing="LTX\d{6}"/);
      expect(html).not.toContain('/sdk.js');

      const published = await a.agent.post(`/api/idx/websites/${site.id}/publish`);
      expect(published.status).toBe(200);
      expect(await published.json()).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
      const home = await t.request(`/sites/${site.slug}`);
      expect(home.status).toBe(200);
      // The SDK tracker with the site's own application key.
      expect(await home.text()).toMatch(
        /<script src="\/sdk.js" data-app="app_[^"]+" data-key="pk_[^"]+" defer>/,
      );

      const list = (await (await a.agent.get('/api/idx/websites')).json()) as WebsitesResponse;
      expect(list.websites).toHaveLength(1);
      expect(list.summary).toEqual({ activeWebsites: 1, totalLeads: 0, pageViews: 0, avgConversion: 0 });

      const edited = await a.agent.patch(`/api/idx/websites/${site.id}`, {
        template: 'luxury_modern',
        white_label: true,
      });
      expect(await edited.json()).toMatchObject({ template: 'luxury_modern', white_label: true });
      const luxury = await (await t.request(`/sites/${site.slug}`)).text();
      expect(luxury).toContain('data-template="luxury_modern"');
      expect(luxury).not.toContain('Built with Ecosystem Hub IDX');
    } finally {
      await t.close();
    }
  });

  it('answers 400 with field issues for a bad form, and keeps each organisation to its own sites', async () => {
    const { t } = await idxHub(dialect);
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      const bad = await a.agent.post('/api/idx/websites', {
        name: '',
        domain: 'not a domain',
        template: 'gothic',
      });
      expect(bad.status).toBe(400);
      const body = await bad.json();
      expect(body.code).toBe('validation');
      expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['domain', 'name', 'template']);

      const site = (await (await a.agent.post('/api/idx/websites', { name: 'Mine' })).json()) as Website;
      expect((await b.agent.get(`/api/idx/websites/${site.id}`)).status).toBe(404);
      expect((await b.agent.patch(`/api/idx/websites/${site.id}`, { name: 'Taken' })).status).toBe(404);
      expect((await b.agent.post(`/api/idx/websites/${site.id}/publish`)).status).toBe(404);
      expect((await b.agent.get(`/api/idx/websites/${site.id}/preview`)).status).toBe(404);
      expect(((await (await b.agent.get('/api/idx/websites')).json()) as WebsitesResponse).websites).toEqual(
        [],
      );

      const viewer = await t.signedIn({ role: 'viewer', orgId: a.orgId });
      expect((await viewer.agent.get('/api/idx/websites')).status).toBe(200);
      expect((await viewer.agent.post('/api/idx/websites', { name: 'Nope' })).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
