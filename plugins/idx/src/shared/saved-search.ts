import { z } from 'zod';

/** A visitor's saved search (public form): alerts by email when a new listing matches. */
export const savedSearchInputSchema = z.object({
  email: z.email('Enter a valid email address').max(254),
  name: z.string().trim().max(120).optional().default(''),
  q: z.string().trim().max(100).optional().default(''),
  minPrice: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(1e9).optional(),
  ),
  maxPrice: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(1e9).optional(),
  ),
  beds: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(20).optional()),
});
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;

export interface SavedSearchCriteria {
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  beds?: number;
}

export interface SavedSearch {
  id: string;
  websiteId: string;
  email: string;
  name: string;
  criteria: SavedSearchCriteria;
  alertsSent: number;
  createdAt: string;
}

/** The lead form on each listing page. */
export const leadInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email('Enter a valid email address').max(254),
  phone: z.string().trim().max(50).optional().default(''),
  message: z.string().trim().max(2000).optional().default(''),
});
export type LeadInput = z.output<typeof leadInputSchema>;
