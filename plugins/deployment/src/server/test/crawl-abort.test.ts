import { afterEach, describe, expect, it } from 'vitest';
import { crawlSites } from '../link-fixes/crawler.ts';
import type { Fetched } from '../link-fixes/fetcher.ts';

const page = (html: string): Fetched => ({
  status: 200,
  location: null,
  html: true,
  body: Buffer.from(html),
  error: null,
});
const missing: Fetched = { status: 404, location: null, html: false, body: Buffer.alloc(0), error: null };

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

describe('a crawl stopped while it runs', () => {
  it('fails with the abort reason and leaves none of its page fetches unhandled', async () => {
    process.on('unhandledRejection', onUnhandled);
    const controller = new AbortController();
    const reason = new Error('The hub is stopping');
    // The home page answers; every page it links to and the sitemap wait until the crawl is stopped,
    // then fail with its reason (as the outbound client does with an aborted signal).
    const waitForAbort = () =>
      new Promise<Fetched>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
      );
    const links = Array.from({ length: 5 }, (_, i) => `<a href="/p${i}">p${i}</a>`).join('');
    const fetchPage = async (url: string): Promise<Fetched> => {
      const { pathname } = new URL(url);
      if (pathname === '/robots.txt') return missing;
      if (pathname === '/') return page(`<html><head><title>Home</title></head><body>${links}</body></html>`);
      return waitForAbort();
    };
    const crawl = crawlSites([{ appId: 'app_1', url: 'https://shop.example.com/' }], fetchPage, {
      perHost: 10,
      maxPages: 50,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(reason), 20);
    await expect(crawl).rejects.toBe(reason);
    // Give every rejected fetch its turn to be reported.
    await new Promise((r) => setTimeout(r, 50));
    expect(unhandled).toEqual([]);
  });
});
