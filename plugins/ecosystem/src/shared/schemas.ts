import { z } from 'zod';
import {
  CATALOGUE_CATEGORIES,
  CROSS_SELL_PRIORITIES,
  DASHBOARD_CATEGORIES,
  PRICING_TIERS,
} from './constants.ts';

/** Dollars with at most two decimals, stored as cents. */
const price = z
  .number()
  .min(0, 'Price must not be negative')
  .max(1_000_000, 'Price is too large')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Price has at most two decimals');

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .url('Must be a valid URL')
  .refine((v) => /^https?:\/\//.test(v), 'Must start with http:// or https://');

/** An origin as browsers send it: scheme, host and optional port, no path. */
export const originSchema = z
  .string()
  .trim()
  .max(512)
  .refine((v) => {
    try {
      const u = new URL(v);
      return /^https?:$/.test(u.protocol) && u.origin === v.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'Must be an origin such as https://app.example.com')
  .transform((v) => v.replace(/\/$/, ''));

const text = (max: number) => z.string().trim().max(max);
const list = z.array(text(300).min(1)).max(50);

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes');

export const appInputSchema = z
  .object({
    name: text(120).min(1, 'Name is required'),
    slug: slugSchema.optional(),
    url: httpUrl,
    description: text(2000).default(''),
    appCategory: text(80).min(1, 'Category is required'),
    category: z.enum(DASHBOARD_CATEGORIES),
    catalogueCategory: z.enum(CATALOGUE_CATEGORIES).nullable().default(null),
    logo: text(2048).default(''),
    features: list.default([]),
    benefits: list.default([]),
    pricing: z
      .object({
        monthly: price.default(0),
        annual: price.default(0),
        lifetime: price.default(0),
        oneTime: price.default(0),
      })
      .strict()
      .default({ monthly: 0, annual: 0, lifetime: 0, oneTime: 0 }),
    pricing_tier: z.enum(PRICING_TIERS).default('free'),
    white_label_ready: z.boolean().default(false),
    super_admin_access: z.boolean().default(false),
    published: z.boolean().default(false),
    allowedOrigins: z.array(originSchema).max(20).default([]),
  })
  .strict();
export type AppInput = z.input<typeof appInputSchema>;

export const appPatchSchema = z
  .object({
    name: text(120).min(1, 'Name is required'),
    slug: slugSchema,
    url: httpUrl,
    description: text(2000),
    appCategory: text(80).min(1, 'Category is required'),
    category: z.enum(DASHBOARD_CATEGORIES),
    catalogueCategory: z.enum(CATALOGUE_CATEGORIES).nullable(),
    logo: text(2048),
    features: list,
    benefits: list,
    pricing: z.object({ monthly: price, annual: price, lifetime: price, oneTime: price }).partial().strict(),
    pricing_tier: z.enum(PRICING_TIERS),
    white_label_ready: z.boolean(),
    super_admin_access: z.boolean(),
    published: z.boolean(),
    allowedOrigins: z.array(originSchema).max(20),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type AppPatch = z.input<typeof appPatchSchema>;

/** `scope=platform`: an elevated super admin works on the platform organisation's registry. */
export const scopeQuery = z.object({ scope: z.enum(['own', 'platform']).default('own') });

export const appIdParam = z.object({ id: z.string().min(1).max(64) });

export const crossSellQuery = scopeQuery.extend({
  app: z.string().trim().min(1, 'app is required').max(64),
  /** A publishable key: the cross-sell widget in a sibling app's page reads without a session. */
  key: z.string().trim().max(128).optional(),
});

/** A cross-sell opportunity from one registry app to another (apps by id or slug). */
export const crossSellInputSchema = z
  .object({
    app: z.string().trim().min(1, 'app is required').max(64),
    targetApp: z.string().trim().min(1, 'targetApp is required').max(64),
    context: text(500).min(1, 'Context is required'),
    incentive: text(500).min(1, 'Incentive is required'),
    placement: text(200).min(1, 'Placement is required'),
    priority: z.enum(CROSS_SELL_PRIORITIES),
  })
  .strict();
export type CrossSellInput = z.input<typeof crossSellInputSchema>;

export const adminCheckSchema = z
  .object({
    app: z.string().min(1).max(64),
    grant: z.string().min(16).max(128),
  })
  .strict();

/**
 * Money the analytics count: a positive whole number of minor units (cents) and an ISO 4217
 * currency code (three letters, stored lowercase).
 */
export const paymentAmountSchema = z.object({
  amount: z
    .number({ error: 'Give the amount in minor units (cents)' })
    .int('The amount is a whole number of minor units (cents)')
    .positive('The amount must be positive')
    .max(Number.MAX_SAFE_INTEGER),
  currency: z
    .string({ error: 'Give the ISO currency code' })
    .regex(/^[A-Za-z]{3}$/, 'The currency is a three-letter ISO code, like usd')
    .transform((c) => c.toLowerCase()),
});
