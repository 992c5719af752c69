import type { TrafficSource } from '../../shared/sources.ts';
import { remembered } from './memo.ts';

const SEARCH =
  /(^|\.)(google|bing|duckduckgo|yahoo|baidu|yandex|ecosia|startpage|qwant|brave|naver|seznam)\./;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|twitter|x|t|linkedin|lnkd|reddit|pinterest|tiktok|youtube|threads|mastodon|bsky)\.(com|co|net|app|social|in)$/;
const MAIL = /(^|\.)(mail\.google|outlook\.live|mail\.yahoo|webmail)\./;
const PAID_MEDIA = new Set(['cpc', 'ppc', 'paid', 'paidsearch', 'display', 'cpm', 'banner', 'paid_social']);

/** The host of an absolute http(s) URL, without `www.` (a regex: URL parsing costs more per event). */
const HOST = /^https?:\/\/(?:[^@/?#]*@)?(?:www\.)?([^/:?#]+)/i;
/** Remembered per URL (rollups/memo.ts): pages and referrers repeat, and a visit reads both hosts. */
const hostOf = remembered((url: string): string | null => HOST.exec(url)?.[1]?.toLowerCase() ?? null);

/** The source a referrer's host stands for (three regexes), remembered per host. */
const sourceOfHost = remembered((ref: string): TrafficSource => {
  if (SEARCH.test(`${ref}.`)) return 'organic';
  if (SOCIAL.test(ref)) return 'social';
  if (MAIL.test(`${ref}.`)) return 'email';
  return 'referral';
});

export interface Visit {
  /** The page that was viewed. */
  url?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
}

/**
 * The source of a page view that starts a visit, or null for a view inside the site (its referrer
 * is the site itself): those are not visits. UTM tags win over the referrer.
 */
export function classifyVisit(v: Visit): TrafficSource | null {
  return sourceOfVisit(v.url, v.referrer, v.utmSource, v.utmMedium);
}

/** `classifyVisit` with the visit's fields as arguments (no object per page view). */
export function sourceOfVisit(
  url: string | undefined,
  referrer: string | undefined,
  utmSource: string | undefined,
  utmMedium: string | undefined,
): TrafficSource | null {
  const medium = utmMedium?.toLowerCase();
  if (medium) {
    if (PAID_MEDIA.has(medium)) return 'paid';
    if (medium === 'email' || medium === 'newsletter') return 'email';
    if (medium === 'social' || medium === 'social-network') return 'social';
    if (medium === 'organic') return 'organic';
  }
  const ref = referrer ? hostOf(referrer) : null;
  if (!ref) return utmSource ? 'referral' : 'direct';
  const page = url ? hostOf(url) : null;
  if (page && ref === page) return null;
  return sourceOfHost(ref);
}

/** Query parameters search engines put the terms in (Google q, Yahoo p, Yandex text, Baidu wd). */
const TERM_PARAMS = ['q', 'query', 'p', 'text', 'wd'];

/**
 * The search term of a visit from a search engine: utm_term, else the referrer's query parameter
 * (most engines strip it now, so this is often absent). Lower case, spaces collapsed, 100 at most.
 */
export function searchTermOf(referrer: string | undefined, utmTerm: string | undefined): string | null {
  let term = utmTerm;
  if (!term && referrer) {
    const q = referrer.indexOf('?');
    if (q >= 0) {
      const params = new URLSearchParams(referrer.slice(q + 1).split('#')[0]);
      term = TERM_PARAMS.map((k) => params.get(k)).find((v) => !!v) ?? undefined;
    }
  }
  const clean = term?.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
  return clean ? clean : null;
}
