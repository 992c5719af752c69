import { testDialects } from '@ecohub/core/testing';
import analyticsPlugin from '@ecohub/plugin-analytics';
import deploymentPlugin from '@ecohub/plugin-deployment';
import ecosystemPlugin from '@ecohub/plugin-ecosystem';
import { bareApp } from '@ecohub/plugin-ecosystem/testing';
import superhubPlugin from '@ecohub/plugin-superhub';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import { describe, expect, it } from 'vitest';
import { contentHub, generate } from './helpers.ts';
import { startWebsiteApp } from './receiver.ts';

const PEERS = [ecosystemPlugin, superhubPlugin, deploymentPlugin, analyticsPlugin];

describe.each(testDialects)('publishing on %s', (dialect) => {
  it('Quick Publish publishes the next scheduled item, records the activity and signs content.published to the website’s app', async () => {
    const site = await startWebsiteApp();
    const t = await contentHub(dialect, { plugins: PEERS, outbound: true });
    try {
      const a = await t.signedIn({ role: 'owner' });
      const created = await a.agent.post('/api/ecosystem/apps', bareApp('Speaker Stage', site.url));
      expect(created.status).toBe(201);
      const { app, signingSecret } = await created.json();
      site.setSecret(signingSecret);

      const first = (await generate(t, a.agent, { topic: 'Keynote speaking', websiteId: 1 })).result?.item;
      const second = (await generate(t, a.agent, { topic: 'Media kits', websiteId: 2 })).result?.item;
      // The second is moved before the first: Quick Publish takes the soonest.
      await a.agent.patch(`/api/content/${second.id}/schedule`, { scheduledFor: '2026-01-02T09:00:00.000Z' });

      const quick = await (await a.agent.post('/api/content/quick-publish')).json();
      expect(quick.item).toMatchObject({ id: second.id, status: 'published' });
      // Housing Voice (website 2) has no app registered: nothing is sent.
      expect(quick.item.deliveries).toEqual([]);
      expect(site.received).toHaveLength(0);

      const next = await (await a.agent.post('/api/content/quick-publish')).json();
      expect(next.item).toMatchObject({ id: first.id, status: 'published' });
      expect(next.item.deliveries).toEqual([
        { appId: app.id, app: 'Speaker Stage', ok: true, status: 200, error: null },
      ]);
      expect(site.received).toHaveLength(1);
      expect(site.received[0]).toMatchObject({
        verified: true,
        body: {
          type: 'content.published',
          data: { id: first.id, title: first.title, slug: first.slug, website: 'Speaker Stage' },
        },
      });
      expect((await (await a.agent.get(`/api/content/${first.id}`)).json()).deliveries[0].ok).toBe(true);

      // Nothing scheduled any more.
      expect((await (await a.agent.post('/api/content/quick-publish')).json()).item).toBeNull();
      const acts = (await (await a.agent.get('/api/activities')).json()).items;
      expect(
        acts
          .filter((x: { type: string }) => x.type === 'content_created')
          .map((x: { description: string }) => x.description),
      ).toEqual([
        `Published blog "${first.title}" on Speaker Stage`,
        `Published blog "${second.title}" on Housing Voice`,
      ]);
      // A viewer reads, but does not publish.
      const viewer = await t.signedIn({ role: 'viewer', orgId: a.orgId });
      expect((await viewer.agent.get('/api/content')).status).toBe(200);
      expect((await viewer.agent.post('/api/content/quick-publish')).status).toBe(403);
    } finally {
      await t.close();
      await site.close();
    }
  });

  it('ranks top keywords from published content and tracked search terms, per organisation', async () => {
    const t = await contentHub(dialect, { plugins: PEERS });
    try {
      const a = await t.signedIn({ role: 'owner' });
      const b = await t.signedIn({ role: 'owner' });
      const none = await (await a.agent.get('/api/content/keywords')).json();
      expect(none.keywords).toEqual([]);

      const item = (await generate(t, a.agent, { topic: 'Solar panels', autoPublish: true })).result?.item;
      expect(item.status).toBe('published');
      await generate(t, a.agent, { topic: 'Unpublished wind turbines' });

      const created = await a.agent.post('/api/ecosystem/apps', bareApp('Shop', 'https://shop.example'));
      const appId = (await created.json()).app.id;
      const now = new Date().toISOString();
      const visit = (n: number, referrer: string): EventReceived => ({
        orgId: a.orgId,
        appId,
        id: `ev-${n}`,
        messageId: `msg-${n}`,
        source: 'browser',
        stream: 'events' as EventReceived['stream'],
        event: 'page',
        status: 'ok',
        tag: '',
        user: null,
        data: { url: 'https://shop.example/solar', referrer },
        occurredAt: now,
        receivedAt: now,
      });
      for (const [n, ref] of [
        [1, 'https://www.google.com/search?q=Solar+Panels+Price'],
        [2, 'https://www.bing.com/search?q=solar%20panels%20price'],
        [3, 'https://duckduckgo.com/?q=home+battery'],
        [4, 'https://news.example/?q=not+a+search+engine'],
      ] as const)
        await t.hub.ctx.events.emit('superhub.event-received', visit(n, ref));

      const { keywords } = await (await a.agent.get('/api/content/keywords')).json();
      const content = keywords.filter((k: { source: string }) => k.source === 'content');
      const search = keywords.filter((k: { source: string }) => k.source === 'search');
      expect(content.length).toBeGreaterThan(3);
      expect(content.map((k: { keyword: string }) => k.keyword)).toContain('solar');
      expect(content.map((k: { keyword: string }) => k.keyword)).not.toContain('wind');
      // Counts in order, most first.
      expect(content.map((k: { count: number }) => k.count)).toEqual(
        [...content.map((k: { count: number }) => k.count)].sort((x, y) => y - x),
      );
      expect(search).toEqual([
        { keyword: 'solar panels price', count: 2, source: 'search' },
        { keyword: 'home battery', count: 1, source: 'search' },
      ]);
      expect((await (await b.agent.get('/api/content/keywords')).json()).keywords).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
