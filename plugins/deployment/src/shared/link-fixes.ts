import { z } from 'zod';

/** One crawl of an organisation's sites (POST /api/deployment/crawls, and the nightly schedule). */
export const CRAWL_JOB = 'deployment.crawl-links';
/** The schedule's job: a crawl job per organisation with apps. */
export const CRAWL_SCHEDULE_JOB = 'deployment.crawl-schedule';
/** Re-crawl every organisation's sites each night. */
export const CRAWL_CRON = '30 3 * * *';
/** The user agent the crawler sends, and the one robots.txt rules are read for. */
export const CRAWLER_AGENT = 'EcosystemHubLinkCheck';
/** Proposals at or above this confidence start accepted; below it they wait for a review. */
export const AUTO_ACCEPT_CONFIDENCE = 0.8;
/** Where the SDK's link-fix middleware takes the hub's "fixes published" notice. */
export const LINK_FIXES_NOTICE_PATH = '/ecohub/link-fixes';

export type CrawlStatus = 'running' | 'completed' | 'failed';
export type FaultKind =
  | 'not-found'
  | 'client-error'
  | 'server-error'
  | 'network'
  | 'soft-404'
  | 'fragment'
  | 'redirect-chain';
export type FixCategory =
  | 'normalisation'
  | 'known-redirect'
  | 'slug-similarity'
  | 'section-index'
  | 'fragment'
  | 'unfixable';
export type FixState = 'proposed' | 'accepted' | 'rejected';

export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

export interface CrawlJobPayload {
  /** One domain's apps only; every app of the organisation otherwise. */
  domain?: string;
}

export interface CrawlSummary {
  id: string;
  jobId: string | null;
  domain: string | null;
  status: CrawlStatus;
  pages: number;
  links: number;
  broken: number;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** One broken link and its proposal, as the Link Fixes tab lists it. */
export interface LinkFix {
  id: string;
  appId: string;
  domain: string;
  brokenUrl: string;
  fault: FaultKind;
  statusCode: number | null;
  chain: RedirectHop[];
  sources: string[];
  proposedUrl: string | null;
  fixedUrl: string | null;
  category: FixCategory;
  reason: string;
  confidence: number;
  state: FixState;
  /** A router redirect can serve it (a fragment lives in the browser: only the linking page can fix it). */
  redirectable: boolean;
  publishedAt: string | null;
  checkedAt: string | null;
  checkStatus: number | null;
  resolved: boolean;
}

export interface CriticalFix {
  brokenUrl: string;
  fixedUrl: string | null;
  reason: string;
  sources: string[];
}

/** Each common host's form of a domain's redirects. */
export interface HostConfigs {
  nginx: string[];
  netlify: string;
  cloudflare: string;
  vercel: string;
  apache: string[];
}

/**
 * GET /api/deployment/link-fixes (spec 002 §3 link-fix report). totalFixes counts the fixes not
 * rejected; criticalFixes are those still broken for visitors (not published, or published and the
 * check did not find the redirect answering).
 */
export interface LinkFixReport {
  totalFixes: number;
  criticalFixes: CriticalFix[];
  fixesByCategory: Record<string, number>;
  deploymentSnippets: Record<string, string>;
  routerConfiguration: Record<string, string[]>;
  deploymentInstructions: string[];
  /** (totalFixes − critical) / totalFixes, in percent (spec 002 §9); 0 without fixes. */
  successRate: number;
  hostConfigs: Record<string, HostConfigs>;
  domains: Array<{ domain: string; fixes: number; accepted: number; published: number; resolved: number }>;
  fixes: LinkFix[];
  crawl: CrawlSummary | null;
}

/** What POST /api/deployment/apply-link-fixes answers. */
export interface ApplyResult {
  domain: string;
  published: number;
  /** Apps told to fetch their fix list (SDK middleware), and those that acknowledged. */
  notified: number;
  acknowledged: number;
  checked: number;
  resolved: number;
  results: Array<{ brokenUrl: string; fixedUrl: string; status: number | null; resolved: boolean }>;
}

/** What the SDK's middleware fetches (POST /api/deployment/redirects, signed by the app). */
export interface PublishedRedirects {
  app: string;
  redirects: Array<{ from: string; to: string; status: 301 }>;
}

const domainField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Domain is required')
  .max(260, 'At most 260 characters')
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'Not a domain');

export const applyLinkFixesSchema = z.object({ domain: domainField });
export const crawlBodySchema = z.object({ domain: domainField.optional() }).default({});
export const fixIdParamSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const updateFixSchema = z
  .object({
    state: z.enum(['proposed', 'accepted', 'rejected']).optional(),
    fixedUrl: z
      .string()
      .trim()
      .max(2048, 'At most 2048 characters')
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'Must be an http(s) URL')
      .optional(),
  })
  .refine((v) => v.state !== undefined || v.fixedUrl !== undefined, 'Nothing to change');
export const redirectsRequestSchema = z.object({ app: z.string().trim().min(1).max(64) });
