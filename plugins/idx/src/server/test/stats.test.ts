import { testDialects } from '@ecohub/core/testing';
import { superhubService } from '@ecohub/plugin-superhub/shared';
import { describe, expect, it } from 'vitest';
import type { Website, WebsitesResponse } from '../../shared/website.ts';
import { idxHub } from './fixtures.ts';

describe.each(testDialects)('IDX figures from tracked events on %s', (dialect) => {
  it("counts the SDK tracker's page views and conversions of each published site", async () => {
    const { t } = await idxHub(dialect, {}, { startJobs: true });
    try {
      const a = await t.signedIn();
      const b = await t.signedIn();
      const site = (await (
        await a.agent.post('/api/idx/websites', { name: 'Counted Homes' })
      ).json()) as Website;
      const other = (await (
        await a.agent.post('/api/idx/websites', { name: 'Quiet Homes' })
      ).json()) as Website;
      await a.agent.post(`/api/idx/websites/${site.id}/publish`);
      await a.agent.post(`/api/idx/websites/${other.id}/publish`);
      const html = await (await t.request(`/sites/${site.slug}`)).text();
      const [, app, key] = html.match(/data-app="([^"]+)" data-key="([^"]+)"/) ?? [];

      // What the tracker on the pages sends: three page views and one lead conversion.
      const events = ['page', 'page', 'page', 'idx_lead_submitted'].map((event, i) => ({
        id: `0190a8f2-1c3b-7a00-8000-00000000000${i}`,
        app,
        event,
        data: { path: `/sites/${site.slug}` },
        timestamp: '2026-03-02T09:00:00.000Z',
      }));
      const sent = await t.request(`/api/record?key=${key}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ events }),
      });
      expect(sent.status).toBe(202);
      await t.hub.ctx.use(superhubService).settled();

      const body = (await (await a.agent.get('/api/idx/websites')).json()) as WebsitesResponse;
      expect(body.websites.find((w) => w.id === site.id)).toMatchObject({
        page_views: 3,
        conversion_rate: 33.3,
      });
      expect(body.websites.find((w) => w.id === other.id)).toMatchObject({
        page_views: 0,
        conversion_rate: 0,
      });
      expect(body.summary).toEqual({ activeWebsites: 2, totalLeads: 0, pageViews: 3, avgConversion: 16.7 });
      // Another organisation has no sites and no figures.
      expect(await (await b.agent.get('/api/idx/websites')).json()).toEqual({
        websites: [],
        summary: { activeWebsites: 0, totalLeads: 0, pageViews: 0, avgConversion: 0 },
      });
    } finally {
      await t.close();
    }
  });
});
