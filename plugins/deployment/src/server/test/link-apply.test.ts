import type { AddressInfo } from 'node:net';
import { testDialects } from '@ecohub/core/testing';
import { createApp } from '@ecohub/plugin-superhub/testing';
import { honoLinkFixes } from '@ecohub/sdk/server';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApplyResult, LinkFixReport } from '../../shared/link-fixes.ts';
import { linkHub } from './link-hub.ts';

/** A sibling app with the SDK's link-fix middleware in front of its pages; its id and secret come later. */
async function siblingWithMiddleware(hubUrl: string) {
  const creds = { app: '', secret: '' };
  const app = new Hono();
  let middleware: ReturnType<typeof honoLinkFixes> | null = null;
  app.use(async (c, next) => {
    middleware ??= honoLinkFixes({ hub: hubUrl, app: creds.app, secret: creds.secret });
    return middleware(c, next);
  });
  const page = (title: string, body: string) =>
    `<html><head><title>${title}</title></head><body>${body}</body></html>`;
  app.get('/', (c) =>
    c.html(
      page(
        'Home',
        '<a href="/pricing">pricing</a> <a href="/old-pricing">old</a> <a href="/nowhere-at-all">x</a>',
      ),
    ),
  );
  app.get('/pricing', (c) => c.html(page('Pricing', '<a href="/">home</a>')));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    creds,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

describe.each(testDialects)('applying link fixes on %s', (dialect) => {
  it('publishes the accepted fixes: the SDK middleware answers 301 to the target and the re-check counts it fixed', async () => {
    const h = await linkHub(dialect);
    const site = await siblingWithMiddleware(h.url);
    try {
      const app = await createApp(h.owner, 'Pricing Site', site.url);
      site.creds.app = app.id;
      site.creds.secret = app.secret;
      expect((await h.crawl()).status).toBe('completed');
      const report: LinkFixReport = await (await h.owner.agent.get('/api/deployment/link-fixes')).json();
      const old = report.fixes.find((f) => f.brokenUrl === `${site.url}/old-pricing`);
      const nowhere = report.fixes.find((f) => f.brokenUrl === `${site.url}/nowhere-at-all`);
      expect(report.fixes).toHaveLength(2);
      // Similar slug below the auto-accept confidence: it waits for a review.
      expect(old).toMatchObject({
        fixedUrl: `${site.url}/pricing`,
        category: 'slug-similarity',
        state: 'proposed',
      });
      expect(nowhere).toMatchObject({ category: 'section-index', state: 'proposed' });

      // Before apply: nothing published, the broken URL is still a 404.
      expect((await fetch(`${site.url}/old-pricing`, { redirect: 'manual' })).status).toBe(404);
      const accepted = await h.owner.agent.patch(`/api/deployment/link-fixes/${old?.id}`, {
        state: 'accepted',
      });
      expect(await accepted.json()).toMatchObject({ state: 'accepted', publishedAt: null });
      expect(
        (await h.owner.agent.patch(`/api/deployment/link-fixes/${nowhere?.id}`, { state: 'rejected' }))
          .status,
      ).toBe(200);

      const domain = new URL(site.url).host;
      const res = await h.owner.agent.post('/api/deployment/apply-link-fixes', { domain });
      expect(res.status).toBe(200);
      const applied: ApplyResult = await res.json();
      expect(applied).toMatchObject({
        domain,
        published: 1,
        notified: 1,
        acknowledged: 1,
        checked: 1,
        resolved: 1,
      });
      expect(applied.results).toEqual([
        {
          brokenUrl: `${site.url}/old-pricing`,
          fixedUrl: `${site.url}/pricing`,
          status: 301,
          resolved: true,
        },
      ]);

      // The app itself answers the redirect now.
      const redirected = await fetch(`${site.url}/old-pricing`, { redirect: 'manual' });
      expect(redirected.status).toBe(301);
      expect(redirected.headers.get('location')).toBe('/pricing');
      expect((await fetch(`${site.url}/nowhere-at-all`, { redirect: 'manual' })).status).toBe(404);

      const after: LinkFixReport = await (await h.owner.agent.get('/api/deployment/link-fixes')).json();
      expect(after).toMatchObject({ totalFixes: 1, criticalFixes: [], successRate: 100 });
      expect(after.domains).toEqual([{ domain, fixes: 1, accepted: 1, published: 1, resolved: 1 }]);

      // Editing a published fix withdraws it until the next apply.
      const edited = await h.owner.agent.patch(`/api/deployment/link-fixes/${old?.id}`, {
        fixedUrl: `${site.url}/`,
      });
      expect(await edited.json()).toMatchObject({
        fixedUrl: `${site.url}/`,
        publishedAt: null,
        resolved: false,
      });
      const again: ApplyResult = await (
        await h.owner.agent.post('/api/deployment/apply-link-fixes', { domain })
      ).json();
      expect(again.results).toEqual([
        { brokenUrl: `${site.url}/old-pricing`, fixedUrl: `${site.url}/`, status: 301, resolved: true },
      ]);

      // The fix list is only for the app that signs for it.
      const unsigned = await fetch(`${h.url}/api/deployment/redirects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app: app.id }),
      });
      expect(unsigned.status).toBe(401);
    } finally {
      await h.close();
      await site.close();
    }
  });
});
