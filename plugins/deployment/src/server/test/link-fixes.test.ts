import { testDialects } from '@ecohub/core/testing';
import { createApp } from '@ecohub/plugin-superhub/testing';
import { describe, expect, it } from 'vitest';
import type { LinkFix, LinkFixReport } from '../../shared/link-fixes.ts';
import { linkHub } from './link-hub.ts';
import { docsSite, shopSite } from './link-sites.ts';

describe.each(testDialects)('the link crawl on %s', (dialect) => {
  it('finds every planted fault, no false positive, and proposes the expected fix for each', async () => {
    const h = await linkHub(dialect);
    const shop = await shopSite();
    const docs = await docsSite(shop.url);
    try {
      await createApp(h.owner, 'Docs', docs.url);
      await createApp(h.owner, 'Shop', shop.url);
      const job = await h.crawl();
      expect(job.status).toBe('completed');
      expect(job.progress).toMatchObject({ broken: 10 });

      const report: LinkFixReport = await (await h.owner.agent.get('/api/deployment/link-fixes')).json();
      const D = docs.url;
      const S = shop.url;
      const found = Object.fromEntries(
        report.fixes.map((f: LinkFix) => [f.brokenUrl, [f.fault, f.fixedUrl, f.category, f.state]]),
      );
      expect(found).toEqual({
        [`${D}/Blog/`]: ['not-found', `${D}/blog/`, 'normalisation', 'accepted'],
        [`${D}/gone.html`]: ['not-found', `${D}/gone`, 'normalisation', 'accepted'],
        [`${D}/products/widgte-pro`]: [
          'not-found',
          `${D}/products/widget-pro`,
          'slug-similarity',
          'accepted',
        ],
        [`${D}/old-section/page`]: ['redirect-chain', `${D}/new-section/page`, 'known-redirect', 'accepted'],
        [`${D}/docs/install`]: ['not-found', `${D}/manual/install`, 'known-redirect', 'accepted'],
        [`${D}/guide#instalation`]: ['fragment', `${D}/guide#installation`, 'fragment', 'accepted'],
        [`${D}/blog/old-news`]: ['soft-404', `${D}/blog/`, 'section-index', 'proposed'],
        [`${D}/sitemap-only-broken`]: ['not-found', `${D}/`, 'section-index', 'proposed'],
        [`${S}/team`]: ['soft-404', `${S}/team/`, 'normalisation', 'accepted'],
        [`${S}/does-not-exist`]: ['soft-404', `${S}/`, 'section-index', 'proposed'],
      });
      const byUrl = new Map(report.fixes.map((f) => [f.brokenUrl, f]));
      // Who links to each broken URL: pages, or the sitemap.
      expect(byUrl.get(`${D}/sitemap-only-broken`)?.sources).toEqual([`${D}/sitemap.xml`]);
      expect(byUrl.get(`${S}/team`)?.sources).toEqual([`${D}/`, `${S}/`].sort());
      expect(byUrl.get(`${D}/old-section/page`)?.chain).toEqual([
        { url: `${D}/old-section/page`, status: 301, location: `${D}/mid/page` },
        { url: `${D}/mid/page`, status: 301, location: `${D}/new-section/page` },
      ]);
      expect(byUrl.get(`${D}/guide#instalation`)?.redirectable).toBe(false);
      // robots.txt: never requested; the flaky page answered on its retry.
      expect(docs.requested).not.toContain('/private/secret');
      expect(docs.requested.filter((p) => p === '/flaky')).toHaveLength(2);

      expect(report.totalFixes).toBe(10);
      expect(report.criticalFixes).toHaveLength(10);
      expect(report.successRate).toBe(0);
      expect(report.fixesByCategory).toEqual({
        normalisation: 3,
        'slug-similarity': 1,
        'known-redirect': 2,
        fragment: 1,
        'section-index': 3,
      });
      const dDomain = new URL(D).host;
      expect(report.routerConfiguration[dDomain]).toContain('location = /Blog/ { return 301 /blog/; }');
      // A fragment is the linking page's to fix; a proposal still under review is not deployed.
      expect(report.routerConfiguration[dDomain].join('\n')).not.toMatch(/guide|old-news/);
      expect(report.hostConfigs[dDomain].netlify).toContain('/gone.html /gone 301');
      expect(JSON.parse(report.hostConfigs[dDomain].vercel).redirects).toContainEqual({
        source: '/docs/install',
        destination: '/manual/install',
        permanent: true,
      });
      expect(report.hostConfigs[dDomain].apache).toContain('RedirectMatch 301 ^/gone\\.html$ /gone');
      expect(report.deploymentSnippets[dDomain]).toContain('honoLinkFixes');
      expect(report.crawl).toMatchObject({ status: 'completed', broken: 10 });

      // The complete package: the report's figures with the integration package's ecosystem part.
      const pkgRes = await h.owner.agent.get('/api/deployment/complete-fix-package');
      expect(pkgRes.headers.get('content-disposition')).toContain('complete-fix-package.json');
      const pkg = await pkgRes.json();
      expect(pkg.deployment.linkFixes.totalFixes).toBe(10);
      expect(pkg.ecosystem.apps.map((a: { name: string }) => a.name).sort()).toEqual(['Docs', 'Shop']);
      expect(Object.keys(pkg.ecosystem.crossSellSnippets)).toHaveLength(2);
      expect(typeof pkg.ecosystem.totalValue).toBe('number');
      expect(pkg.instructions.length).toBeGreaterThan(2);

      // A second crawl finds the same faults and keeps the user's decisions.
      const reject = byUrl.get(`${D}/sitemap-only-broken`) as LinkFix;
      expect(
        (await h.owner.agent.patch(`/api/deployment/link-fixes/${reject.id}`, { state: 'rejected' })).status,
      ).toBe(200);
      expect((await h.crawl()).status).toBe('completed');
      const again: LinkFixReport = await (await h.owner.agent.get('/api/deployment/link-fixes')).json();
      expect(again.fixes).toHaveLength(10);
      expect(again.fixes.find((f) => f.id === reject.id)?.state).toBe('rejected');
      expect(again.totalFixes).toBe(9);
    } finally {
      await h.close();
      await docs.close();
      await shop.close();
    }
  });

  it('keeps each organisation to its own fixes and answers bad input with 400', async () => {
    const h = await linkHub(dialect);
    const docs = await docsSite();
    try {
      await createApp(h.owner, 'Docs', docs.url);
      expect((await h.crawl()).status).toBe('completed');
      const mine: LinkFixReport = await (await h.owner.agent.get('/api/deployment/link-fixes')).json();
      expect(mine.totalFixes).toBeGreaterThan(0);

      const other = await h.t.signedIn({ role: 'owner' });
      const theirs: LinkFixReport = await (await other.agent.get('/api/deployment/link-fixes')).json();
      expect(theirs).toMatchObject({ totalFixes: 0, fixes: [], crawl: null, successRate: 0 });
      const id = mine.fixes[0]?.id;
      expect(
        (await other.agent.patch(`/api/deployment/link-fixes/${id}`, { state: 'rejected' })).status,
      ).toBe(404);
      const domain = new URL(docs.url).host;
      expect((await other.agent.post('/api/deployment/apply-link-fixes', { domain })).status).toBe(404);
      const pkg = await (await other.agent.get('/api/deployment/complete-fix-package')).json();
      expect(pkg.deployment.linkFixes.totalFixes).toBe(0);
      expect(pkg.ecosystem.apps).toEqual([]);

      const bad = await h.owner.agent.post('/api/deployment/apply-link-fixes', {});
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues).toEqual([{ path: 'domain', message: expect.any(String) }]);
      const badUrl = await h.owner.agent.patch(`/api/deployment/link-fixes/${id}`, {
        fixedUrl: 'javascript:alert(1)',
      });
      expect(badUrl.status).toBe(400);
      const viewer = await h.t.signedIn({ role: 'viewer', orgId: h.owner.orgId });
      expect((await viewer.agent.get('/api/deployment/link-fixes')).status).toBe(200);
      expect((await viewer.agent.post('/api/deployment/apply-link-fixes', { domain })).status).toBe(403);
    } finally {
      await h.close();
      await docs.close();
    }
  });
});
