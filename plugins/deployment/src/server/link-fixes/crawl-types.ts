import type { FaultKind, RedirectHop } from '../../shared/link-fixes.ts';

/** A registered app: its pages are the URLs under its URL. */
export interface CrawlSite {
  appId: string;
  url: string;
}

export interface CrawlOptions {
  /** Requests at once per host (politeness). */
  perHost: number;
  /** Pages fetched at most; links found past it are not followed. */
  maxPages: number;
  signal?: AbortSignal;
  onProgress?: (p: { done: number; total: number; broken: number }) => void | Promise<void>;
}

/** A broken link as the crawl found it. */
export interface Fault {
  /** The URL as pages link to it (with its `#fragment` for a fragment fault). */
  url: string;
  appId: string;
  kind: FaultKind;
  status: number | null;
  chain: RedirectHop[];
  /** The pages (or the sitemap) linking to it. */
  sources: string[];
  /** Fragment faults: the page's anchors (for the closest one). */
  anchors?: string[];
}

export interface CrawlResult {
  pages: number;
  links: number;
  faults: Fault[];
  /** Each app's live HTML pages (answered 200 directly, not a soft 404). */
  live: Map<string, string[]>;
  /** Every redirect hop seen under the apps: from → to. */
  redirects: Map<string, string>;
  /** URLs robots.txt keeps the crawler from. */
  excluded: string[];
}
