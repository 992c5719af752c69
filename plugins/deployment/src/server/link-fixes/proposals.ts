import { distance } from 'fastest-levenshtein';
import type { FixCategory } from '../../shared/link-fixes.ts';
import type { Fault } from './crawler.ts';

export interface Proposal {
  proposedUrl: string | null;
  category: FixCategory;
  reason: string;
  confidence: number;
}

export interface ProposalContext {
  /** The app's live pages. */
  live: string[];
  /** Redirects seen under the app: from → to. */
  redirects: Map<string, string>;
  /** The app's registered URL (its home page). */
  appUrl: string;
}

/** Slug similarity: the best must reach this, */
const MIN_SIMILARITY = 0.5;
/** and lead the runner-up by this much, else the section index is proposed. */
const MARGIN = 0.1;

/**
 * The fix of one broken link, most certain first: a fragment's closest anchor; a redirect chain's
 * final page; the same page under a normalised URL (case, trailing slash, `.html`/index, https,
 * www); a known redirect of its section; the closest live page of the same app by slug similarity
 * with a margin over the runner-up; else the section index (or the home page) at low confidence.
 */
export function propose(fault: Fault, ctx: ProposalContext): Proposal {
  if (fault.kind === 'fragment') return proposeAnchor(fault);
  if (fault.kind === 'redirect-chain') {
    const final = fault.chain.at(-1)?.location ?? null;
    return {
      proposedUrl: final,
      category: 'known-redirect',
      reason: `A chain of ${fault.chain.length} redirects: send visitors straight to its final page`,
      confidence: 1,
    };
  }
  const live = new Set(ctx.live);
  const url = new URL(fault.url);

  for (const { candidate, how } of normalisations(url))
    if (live.has(candidate) && candidate !== fault.url)
      return {
        proposedUrl: candidate,
        category: 'normalisation',
        reason: `The same page ${how}`,
        confidence: 0.95,
      };

  for (const [from, to] of ctx.redirects) {
    const f = new URL(from);
    const prefix = f.pathname.replace(/\/+$/, '');
    if (f.origin !== url.origin || !prefix || !url.pathname.startsWith(`${prefix}/`)) continue;
    const moved = new URL(to);
    moved.pathname = moved.pathname.replace(/\/+$/, '') + url.pathname.slice(prefix.length);
    moved.search = url.search;
    const candidate = moved.toString();
    if (live.has(candidate))
      return {
        proposedUrl: candidate,
        category: 'known-redirect',
        reason: `Its section ${prefix} redirects to ${new URL(to).pathname}`,
        confidence: 0.9,
      };
  }

  const similar = closestBySlug(url, ctx.live);
  if (similar) return similar;

  const section = sectionIndex(url, live, ctx.appUrl);
  if (section) return section;
  return {
    proposedUrl: null,
    category: 'unfixable',
    reason: 'No live page of the application was found',
    confidence: 0,
  };
}

/** The URL's variants, each named by what it changes (single changes, then pairs). */
function normalisations(url: URL): Array<{ candidate: string; how: string }> {
  const steps: Array<[string, (u: URL) => URL | null]> = [
    ['in lower case', (u) => withPath(u, u.pathname.toLowerCase())],
    ['with a trailing slash', (u) => (u.pathname.endsWith('/') ? null : withPath(u, `${u.pathname}/`))],
    [
      'without the trailing slash',
      (u) =>
        u.pathname.endsWith('/') && u.pathname !== '/' ? withPath(u, u.pathname.replace(/\/+$/, '')) : null,
    ],
    [
      'without .html',
      (u) => (/\.html?$/.test(u.pathname) ? withPath(u, u.pathname.replace(/\.html?$/, '')) : null),
    ],
    [
      'with .html',
      (u) =>
        /\.[a-z0-9]+$/i.test(u.pathname) || u.pathname.endsWith('/')
          ? null
          : withPath(u, `${u.pathname}.html`),
    ],
    [
      'as its folder (without index.html)',
      (u) =>
        /\/index\.html?$/.test(u.pathname) ? withPath(u, u.pathname.replace(/index\.html?$/, '')) : null,
    ],
    ['as index.html', (u) => (u.pathname.endsWith('/') ? withPath(u, `${u.pathname}index.html`) : null)],
    ['over https', (u) => (u.protocol === 'http:' ? withProtocol(u, 'https:') : null)],
    ['without www', (u) => (u.hostname.startsWith('www.') ? withHost(u, u.hostname.slice(4)) : null)],
    ['with www', (u) => (u.hostname.startsWith('www.') ? null : withHost(u, `www.${u.hostname}`))],
  ];
  const out: Array<{ candidate: string; how: string }> = [];
  const seen = new Set([url.toString()]);
  const add = (u: URL | null, how: string) => {
    if (!u) return;
    const s = u.toString();
    if (seen.has(s)) return;
    seen.add(s);
    out.push({ candidate: s, how });
  };
  for (const [how, step] of steps) add(step(url), how);
  for (const [how1, step1] of steps) {
    const first = step1(url);
    if (!first) continue;
    for (const [how2, step2] of steps) if (how1 !== how2) add(step2(first), `${how1}, ${how2}`);
  }
  return out;
}

const copy = (u: URL) => new URL(u.toString());
const withPath = (u: URL, path: string) => {
  const c = copy(u);
  c.pathname = path;
  return c;
};
const withProtocol = (u: URL, protocol: string) => new URL(u.toString().replace(/^http:/, protocol));
const withHost = (u: URL, host: string) => {
  const c = copy(u);
  c.hostname = host;
  return c;
};

const slugOf = (u: URL) =>
  (u.pathname.split('/').filter(Boolean).at(-1) ?? '').replace(/\.html?$/, '').toLowerCase();

const similarity = (a: string, b: string) => (a || b ? 1 - distance(a, b) / Math.max(a.length, b.length) : 0);
const round = (n: number) => Math.round(n * 100) / 100;

function closestBySlug(url: URL, live: string[]): Proposal | null {
  const slug = decodeURIComponent(slugOf(url));
  if (!slug) return null;
  const scored = live
    .map((page) => ({ page, slug: decodeURIComponent(slugOf(new URL(page))) }))
    .filter((p) => p.slug)
    .map((p) => ({ ...p, score: similarity(slug, p.slug) }))
    .sort((a, b) => b.score - a.score || a.page.length - b.page.length);
  const [best, second] = scored;
  if (!best || best.score < MIN_SIMILARITY) return null;
  // Several pages with the best slug (one per section): no margin over the runner-up.
  if (second && best.score - second.score < MARGIN) return null;
  return {
    proposedUrl: best.page,
    category: 'slug-similarity',
    reason: `The live page with the closest slug ("${slug}" → "${best.slug}", similarity ${round(best.score)})`,
    confidence: round(Math.min(0.85, 0.4 + 0.5 * best.score)),
  };
}

function sectionIndex(url: URL, live: Set<string>, appUrl: string): Proposal | null {
  const parts = url.pathname.split('/').filter(Boolean);
  for (let n = parts.length - 1; n > 0; n--) {
    for (const path of [`/${parts.slice(0, n).join('/')}/`, `/${parts.slice(0, n).join('/')}`]) {
      const candidate = new URL(path, url.origin).toString();
      if (live.has(candidate) && candidate !== appUrl)
        return {
          proposedUrl: candidate,
          category: 'section-index',
          reason: `The index of its section ${path}`,
          confidence: 0.3,
        };
    }
  }
  if (live.has(appUrl))
    return {
      proposedUrl: appUrl,
      category: 'section-index',
      reason: "The application's home page",
      confidence: 0.2,
    };
  return null;
}

function proposeAnchor(fault: Fault): Proposal {
  const [page, raw = ''] = fault.url.split('#');
  const wanted = decodeURIComponent(raw).toLowerCase();
  const scored = (fault.anchors ?? [])
    .map((a) => ({ a, score: similarity(wanted, a.toLowerCase()) }))
    .sort((x, y) => y.score - x.score);
  const [best, second] = scored;
  if (best && best.score >= MIN_SIMILARITY && (!second || best.score - second.score >= MARGIN))
    return {
      proposedUrl: `${page}#${encodeURIComponent(best.a)}`,
      category: 'fragment',
      reason: `The page has no anchor #${raw}; #${best.a} is the closest (fix the link in the linking pages)`,
      confidence: round(Math.min(0.85, 0.4 + 0.5 * best.score)),
    };
  return {
    proposedUrl: page,
    category: 'fragment',
    reason: `The page has no anchor #${raw} (fix the link in the linking pages)`,
    confidence: 0.5,
  };
}
