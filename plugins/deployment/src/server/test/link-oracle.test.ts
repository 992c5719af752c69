import { createOutboundClient } from '@ecohub/core';
import { check, LinkState } from 'linkinator';
import { describe, expect, it } from 'vitest';
import { crawlSites } from '../link-fixes/crawler.ts';
import { outboundFetcher } from '../link-fixes/fetcher.ts';
import { docsSite, shopSite } from './link-sites.ts';

describe('the crawler against linkinator 7.6.1 as an oracle', () => {
  it('finds every broken link linkinator finds on the fixture, and none of its false positives', async () => {
    const shop = await shopSite();
    const docs = await docsSite(shop.url);
    try {
      const outbound = createOutboundClient({ allow: '127.0.0.1/32' });
      const ours = await crawlSites(
        [
          { appId: 'docs', url: docs.url },
          { appId: 'shop', url: shop.url },
        ],
        outboundFetcher(outbound, { timeoutMs: 120_000, maxBytes: 5 * 1024 * 1024 }),
        { perHost: 8, maxPages: 1000 },
      );
      // linkinator with a long timeout (a short one reports slow pages as broken) and fragment checks.
      const theirs = await check({
        path: [docs.url, shop.url],
        recurse: true,
        timeout: 120_000,
        checkFragments: true,
      });
      const broken = theirs.links.filter((l) => l.state === LinkState.BROKEN);
      const faults = new Set(ours.faults.map((f) => f.url));
      const excluded = new Set(ours.excluded);

      // Every HTTP error linkinator reports is one of ours, or a path robots.txt keeps crawlers from.
      const httpErrors = [...new Set(broken.filter((l) => (l.status ?? 0) >= 400).map((l) => l.url))];
      expect(httpErrors.length).toBeGreaterThan(0);
      for (const url of httpErrors) expect(faults.has(url) || excluded.has(url), url).toBe(true);
      expect(httpErrors.filter((u) => excluded.has(u))).toEqual([`${docs.url}/private/secret`]);
      // Every hard fault of ours reached from a page, linkinator reports too.
      const fromPages = ours.faults.filter(
        (f) => f.kind === 'not-found' && f.sources.some((s) => !s.endsWith('/sitemap.xml')),
      );
      for (const f of fromPages) expect(httpErrors, f.url).toContain(f.url);
      // Its fragment faults are ours (less #top, which every browser answers: the top of the page).
      const fragments = [...new Set(broken.filter((l) => l.url.includes('#')).map((l) => l.url))];
      expect(fragments.filter((u) => !u.endsWith('#top'))).toEqual([`${docs.url}/guide#instalation`]);
      expect(faults.has(`${docs.url}/guide#instalation`)).toBe(true);
      // Status 0 (a network failure once): linkinator calls it broken, our retry gets the page.
      const zero = broken.filter((l) => !l.status).map((l) => l.url);
      for (const url of zero) expect(faults.has(url), url).toBe(false);

      // What only a sitemap-seeded crawl with soft-404 and chain detection finds.
      const beyond = ours.faults.filter((f) => !httpErrors.includes(f.url) && !fragments.includes(f.url));
      expect(beyond.map((f) => f.kind).sort()).toEqual([
        'not-found',
        'redirect-chain',
        'soft-404',
        'soft-404',
        'soft-404',
      ]);
    } finally {
      await docs.close();
      await shop.close();
    }
  });
});
