import { z } from 'zod';
import { BUSINESS_TYPES, EXPOSURE_LEVELS, INDUSTRIES } from './local-business.ts';
import { REOSS_ADDONS, REOSS_TIERS } from './reoss.ts';

const minor = z.number().int().min(0).max(100_000_000);
const MISSING = 'Please select business type and exposure level';

export const createCheckoutSchema = z.object({ priceId: z.string().min(1, 'priceId is required').max(100) });

export const localBusinessPricingSchema = z.object({
  monthlyBase: minor,
  annualBase: minor,
  addons: minor,
  zipFees: minor,
  total: minor,
  annualTotal: minor,
  oneTime: minor.default(0),
});

export const localBusinessCheckoutSchema = z.object({
  businessType: z.enum(BUSINESS_TYPES, { error: MISSING }),
  exposureLevel: z.enum(EXPOSURE_LEVELS, { error: MISSING }),
  zipCodes: z.string().max(2000).default(''),
  naicsCode: z.enum(INDUSTRIES).default('other'),
  addons: z
    .object({
      lumaraShoutouts: z.boolean().default(false),
      autoMatchCrm: z.boolean().default(false),
      coBrandedPage: z.boolean().default(false),
      placementBoost: z.boolean().default(false),
    })
    .strict()
    .default({ lumaraShoutouts: false, autoMatchCrm: false, coBrandedPage: false, placementBoost: false }),
  pricing: localBusinessPricingSchema,
});

export const reossPricingSchema = z.object({
  plan: minor,
  monthlyAddons: minor,
  oneTimeAddons: minor,
  monthlyTotal: minor,
  annualTotal: minor,
});

export const reossCheckoutSchema = z.object({
  tier: z.enum(REOSS_TIERS),
  addons: z
    .array(z.enum(REOSS_ADDONS))
    .max(REOSS_ADDONS.length)
    .refine((a) => new Set(a).size === a.length, 'Each add-on may be chosen once'),
  pricing: reossPricingSchema,
});

export const catalogueIdParam = z.object({ id: z.string().min(1).max(100) });

export const catalogueUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.string().max(1000),
    amount: minor,
    popular: z.boolean(),
    active: z.boolean(),
    features: z.array(z.string().trim().min(1).max(200)).max(30),
    limits: z.object({
      contacts: z.number().int().min(0).nullable(),
      users: z.number().int().min(0).nullable(),
      storageBytes: z.number().int().min(0).nullable(),
    }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

export const checkoutIdParam = z.object({ id: z.uuid('Unknown checkout') });

/** The built-in checkout's card form (test cards only, nothing is stored but the last 4 digits). */
export const cardFormSchema = z.object({
  name: z.string().trim().max(120).default(''),
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'Enter a card number')
        .or(z.literal('')),
    ),
  expiry: z.string().trim().max(7).default(''),
  cvc: z.string().trim().max(4).default(''),
});

export const revenueQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(3660).default(30),
});

export const implementParam = z.object({ id: z.string().min(1).max(200) });

export type LocalBusinessCheckout = z.infer<typeof localBusinessCheckoutSchema>;
export type ReossCheckout = z.infer<typeof reossCheckoutSchema>;
export type CatalogueUpdate = z.infer<typeof catalogueUpdateSchema>;
