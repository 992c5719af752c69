import { randomBytes } from 'node:crypto';
import pLimit, { type LimitFunction } from 'p-limit';
import robotsParser from 'robots-parser';
import { CRAWLER_AGENT, type FaultKind, type RedirectHop } from '../../shared/link-fixes.ts';
import type { CrawlOptions, CrawlResult, CrawlSite, Fault } from './crawl-types.ts';
import type { Fetched, PageFetcher } from './fetcher.ts';
import { parseHtml } from './html.ts';
import { parseSitemap } from './sitemap.ts';
import { isSoft404 } from './soft-404.ts';

export type { CrawlOptions, CrawlResult, CrawlSite, Fault } from './crawl-types.ts';

const MAX_HOPS = 10;
/** 401/403/407/429 mean "not for you" or "not now", not "broken": never reported. */
const GATED = new Set([401, 403, 407, 429]);
const REDIRECT = new Set([301, 302, 303, 307, 308]);

interface Resolution {
  status: number | null;
  error: string | null;
  chain: RedirectHop[];
  finalUrl: string;
  /** The answer came from outside every app: not judged. */
  outside: boolean;
  page: { title: string; h1: string; anchors: Set<string> } | null;
}

const withoutHash = (u: string): string => {
  const url = new URL(u);
  url.hash = '';
  return url.toString();
};

/**
 * Crawls the sites' pages: seeds from each app's URL and its sitemap.xml (and robots.txt's Sitemap
 * lines), follows links under the apps recursively, honours robots.txt, fetches at most `perHost`
 * pages at once per host, follows redirects hop by hop (recording the chain), checks `#fragments`
 * against the target page's anchors, and detects soft 404s. Links leaving every app are not checked.
 */
export async function crawlSites(
  sites: CrawlSite[],
  fetchPage: PageFetcher,
  opts: CrawlOptions,
): Promise<CrawlResult> {
  const scopes = sites.map((s) => {
    const u = new URL(s.url);
    return {
      appId: s.appId,
      origin: u.origin,
      path: u.pathname.replace(/\/+$/, '') || '/',
      base: u.toString(),
    };
  });
  const scopeOf = (url: string) => {
    const u = new URL(url);
    let best: (typeof scopes)[number] | null = null;
    for (const s of scopes) {
      if (s.origin !== u.origin) continue;
      const inside = s.path === '/' || u.pathname === s.path || u.pathname.startsWith(`${s.path}/`);
      if (inside && (!best || s.path.length > best.path.length)) best = s;
    }
    return best;
  };

  const limits = new Map<string, LimitFunction>();
  const limited = (url: string, f: () => Promise<Fetched>) => {
    const host = new URL(url).host;
    let l = limits.get(host);
    if (!l) {
      l = pLimit(opts.perHost);
      limits.set(host, l);
    }
    return l(f);
  };

  const robots = new Map<string, Promise<ReturnType<typeof robotsParser> | null>>();
  const robotsOf = (url: string) => {
    const origin = new URL(url).origin;
    let r = robots.get(origin);
    if (!r) {
      const at = `${origin}/robots.txt`;
      r = limited(at, () => fetchPage(at)).then((res) =>
        res.status === 200 ? robotsParser(at, res.body.toString('utf8')) : null,
      );
      robots.set(origin, r);
    }
    return r;
  };
  const allowed = async (url: string) => (await robotsOf(url))?.isAllowed(url, CRAWLER_AGENT) !== false;

  const sources = new Map<string, Set<string>>();
  /** page URL → fragment → linking pages. */
  const fragmentSources = new Map<string, Map<string, Set<string>>>();
  const resolutions = new Map<string, Resolution>();
  const excluded = new Set<string>();
  const work: Promise<void>[] = [];
  let links = 0;
  let done = 0;
  let broken = 0;
  let lastReport = 0;

  const addSource = (map: Map<string, Set<string>>, key: string, source: string) => {
    let s = map.get(key);
    if (!s) {
      s = new Set();
      map.set(key, s);
    }
    s.add(source);
  };

  /** Follows the redirects of one URL hop by hop, then parses the page it lands on. */
  async function resolve(url: string): Promise<Resolution> {
    const chain: RedirectHop[] = [];
    let current = url;
    for (let hop = 0; ; hop++) {
      if (!scopeOf(current))
        return { status: null, error: null, chain, finalUrl: current, outside: true, page: null };
      const res = await limited(current, () => fetchPage(current));
      if (res.status !== null && REDIRECT.has(res.status) && res.location && hop < MAX_HOPS) {
        const next = new URL(res.location, current).toString();
        chain.push({ url: current, status: res.status, location: next });
        current = withoutHash(next);
        continue;
      }
      const page = res.status === 200 && res.html ? parseHtml(res.body, current) : null;
      if (page && !page.nofollow && !opts.signal?.aborted)
        for (const link of page.links) follow(link, current);
      return {
        status: res.status,
        error: res.error,
        chain,
        finalUrl: current,
        outside: false,
        page: page && { title: page.title, h1: page.h1, anchors: page.anchors },
      };
    }
  }

  /** A link from `source` to `href`: counted, and its target visited once. */
  function follow(href: string, source: string): void {
    const target = new URL(href);
    const fragment = target.hash ? decodeURIComponent(target.hash.slice(1)) : '';
    target.hash = '';
    const key = target.toString();
    if (!scopeOf(key)) return;
    links++;
    addSource(sources, key, source);
    if (fragment) {
      let byFragment = fragmentSources.get(key);
      if (!byFragment) {
        byFragment = new Map();
        fragmentSources.set(key, byFragment);
      }
      addSource(byFragment, fragment, source);
    }
    visit(key);
  }

  const seen = new Set<string>();
  function visit(url: string): void {
    if (seen.has(url) || seen.size >= opts.maxPages) return;
    seen.add(url);
    const job = (async () => {
      if (opts.signal?.aborted) return;
      if (!(await allowed(url))) {
        excluded.add(url);
        return;
      }
      const r = await resolve(url);
      resolutions.set(url, r);
      done++;
      if (judge(r)) broken++;
      const now = Date.now();
      if (opts.onProgress && now - lastReport > 500) {
        lastReport = now;
        await opts.onProgress({ done, total: seen.size - excluded.size, broken });
      }
    })();
    // Awaited in order once the seeds are read. Should the seeds fail first (an abort: the hub
    // stopping), the crawl fails with their error and this one's is not left unhandled.
    job.catch(() => {});
    work.push(job);
  }

  // Seeds: each app's URL, its sitemap (and a sitemap index's children), robots.txt's sitemaps.
  const missingTitles = new Map<string, string | null>();
  await Promise.all(
    scopes.map(async (s) => {
      addSource(sources, s.base, s.base);
      visit(s.base);
      const sitemapUrls = new Set([`${s.base.replace(/\/+$/, '')}/sitemap.xml`]);
      for (const m of (await robotsOf(s.base))?.getSitemaps() ?? [])
        if (scopeOf(m)?.appId === s.appId) sitemapUrls.add(m);
      const queue = [...sitemapUrls];
      for (let i = 0; i < queue.length && i < 50; i++) {
        const res = await limited(queue[i], () => fetchPage(queue[i]));
        if (res.status !== 200) continue;
        const { pages, sitemaps } = parseSitemap(res.body.toString('utf8'));
        for (const p of pages) if (URL.canParse(p)) follow(p, queue[i]);
        for (const m of sitemaps) if (URL.canParse(m) && !queue.includes(m)) queue.push(m);
      }
      // What the app answers for a URL that surely does not exist (a soft-404 site answers 200).
      const missing = `${s.base.replace(/\/+$/, '')}/ecohub-link-check-${randomBytes(6).toString('hex')}`;
      const probe = await limited(missing, () => fetchPage(missing));
      const title = probe.status === 200 && probe.html ? parseHtml(probe.body, missing).title : null;
      missingTitles.set(s.appId, title);
    }),
  );
  for (let i = 0; i < work.length; i++) await work[i];

  // A probe title shared with the app's own home page says nothing (one title for every page).
  for (const s of scopes) {
    const home = resolutions.get(s.base)?.page?.title;
    if (home !== undefined && home === missingTitles.get(s.appId)) missingTitles.set(s.appId, null);
  }

  function judge(r: Resolution): boolean {
    if (r.outside || r.status === null) return !r.outside;
    if (r.status >= 400) return !GATED.has(r.status);
    return false;
  }

  const faults: Fault[] = [];
  const live = new Map<string, Set<string>>();
  const redirects = new Map<string, string>();
  for (const [url, r] of resolutions) {
    const scope = scopeOf(url);
    if (!scope) continue;
    for (const hop of r.chain) if (scopeOf(hop.url)) redirects.set(hop.url, hop.location);
    if (r.outside) continue;
    const fault = (kind: FaultKind, extra: Partial<Fault> = {}, key = url) =>
      faults.push({
        url: key,
        appId: scope.appId,
        kind,
        status: r.status,
        chain: r.chain,
        sources: [...(sources.get(url) ?? [])].sort(),
        ...extra,
      });
    const status = r.status;
    if (status === null) fault('network');
    else if (status === 404 || status === 410) fault('not-found');
    else if (status >= 500) fault('server-error');
    else if (status >= 400 && !GATED.has(status)) fault('client-error');
    else if (status >= 200 && status < 300) {
      const soft =
        r.page !== null && isSoft404(r.page, missingTitles.get(scopeOf(r.finalUrl)?.appId ?? '') ?? null);
      if (soft) fault('soft-404');
      else if (r.chain.length >= 2) fault('redirect-chain');
      const owner = scopeOf(r.finalUrl)?.appId;
      if (r.page && !soft && owner) {
        let pages = live.get(owner);
        if (!pages) {
          pages = new Set();
          live.set(owner, pages);
        }
        pages.add(r.finalUrl);
      }
      if (r.page && !soft) {
        const anchors = r.page.anchors;
        for (const [fragment, from] of fragmentSources.get(url) ?? []) {
          if (fragment === 'top' || anchors.has(fragment)) continue;
          fault(
            'fragment',
            { sources: [...from].sort(), anchors: [...anchors] },
            `${url}#${encodeURIComponent(fragment)}`,
          );
        }
      }
    }
  }
  if (opts.onProgress) await opts.onProgress({ done, total: done, broken: faults.length });
  return {
    pages: done,
    links,
    faults,
    live: new Map([...live].map(([app, pages]) => [app, [...pages].sort()])),
    redirects,
    excluded: [...excluded].sort(),
  };
}
