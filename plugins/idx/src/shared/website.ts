import { z } from 'zod';
import { FORM_DEFAULTS, TEMPLATES, type Template, type WebsiteStatus } from './constants.ts';

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^$|^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter a domain such as homes.example.com',
  );

/**
 * The new-site form (spec 002 §3). The spec shows no validation; the server still needs a name and
 * a well-formed domain (empty: the site lives under the hub's /sites/<slug> path only).
 */
export const websiteInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    domain: hostname.default(''),
    template: z.enum(TEMPLATES).default('modern_real_estate'),
    mls_sync: z.boolean().default(FORM_DEFAULTS.mls_sync),
    ai_matchmaker: z.boolean().default(FORM_DEFAULTS.ai_matchmaker),
    white_label: z.boolean().default(FORM_DEFAULTS.white_label),
  })
  .strict();
export type WebsiteInput = z.input<typeof websiteInputSchema>;
export type WebsiteData = z.output<typeof websiteInputSchema>;

export const websitePatchSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    domain: hostname,
    template: z.enum(TEMPLATES),
    mls_sync: z.boolean(),
    ai_matchmaker: z.boolean(),
    white_label: z.boolean(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type WebsitePatch = z.output<typeof websitePatchSchema>;

export const websiteIdSchema = z.object({ id: z.uuid() });

/** An IDX website as the API answers (spec 002 §3 field names; figures computed, §4 zero at start). */
export interface Website {
  id: string;
  name: string;
  domain: string;
  slug: string;
  template: Template;
  status: WebsiteStatus;
  mls_sync: boolean;
  ai_matchmaker: boolean;
  white_label: boolean;
  /** The public address: the hub's /sites/<slug> (a custom domain is proxied to it). */
  url: string;
  /** CRM contacts created or updated by this site's forms. */
  leads_generated: number;
  /** Page views recorded by the SDK tracker on the site's pages. */
  page_views: number;
  /** Lead-form conversions ÷ page views, in percent (one decimal). */
  conversion_rate: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The summary cards (spec 002 §2): Active Websites, Total Leads, Page Views, Avg Conversion. */
export interface WebsiteSummary {
  activeWebsites: number;
  totalLeads: number;
  pageViews: number;
  avgConversion: number;
}

export interface WebsitesResponse {
  websites: Website[];
  summary: WebsiteSummary;
}
