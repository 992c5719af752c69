/** The new-site form's templates (spec 002 §3), in the form's order. */
export const TEMPLATES = [
  'modern_real_estate',
  'luxury_modern',
  'urban_contemporary',
  'classic_family',
  'commercial_pro',
] as const;
export type Template = (typeof TEMPLATES)[number];

/** spec 002 §3: draft, active, published; the Publish button turns a draft into published (§4). */
export const WEBSITE_STATUSES = ['draft', 'active', 'published'] as const;
export type WebsiteStatus = (typeof WEBSITE_STATUSES)[number];

/** The new-site form's switches and their defaults (spec 002 §3). */
export const FORM_DEFAULTS = { mls_sync: true, ai_matchmaker: true, white_label: false } as const;

/** The listing statuses of the spec's grid (§3), from RESO StandardStatus. */
export const LISTING_STATUSES = ['for_sale', 'pending', 'other'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Listings on one search page of a public site. */
export const SEARCH_PAGE_SIZE = 12;

/** Public site paths: /sites/<slug>/… */
export const SITES_PREFIX = '/sites';
