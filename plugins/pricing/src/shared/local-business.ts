import { annualOf } from './money.ts';

export const BUSINESS_TYPES = [
  'bakery',
  'restaurant',
  'auto_shop',
  'retail',
  'wellness',
  'wedding_vendor',
  'other',
] as const;
export const EXPOSURE_LEVELS = ['directory', 'ai_recommended', 'referral_tracked'] as const;
export const INDUSTRIES = ['real_estate', 'automotive', 'retail', 'wellness', 'nonprofit', 'other'] as const;
export const LOCAL_ADDONS = ['lumaraShoutouts', 'autoMatchCrm', 'placementBoost'] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type ExposureLevel = (typeof EXPOSURE_LEVELS)[number];
export type Industry = (typeof INDUSTRIES)[number];
export type LocalAddon = (typeof LOCAL_ADDONS)[number];

/** Industry factors of spec 000 §9, in hundredths so the rounding is exact (85.5 rounds to 86). */
export const INDUSTRY_FACTOR_PCT: Record<Industry, number> = {
  real_estate: 200,
  automotive: 180,
  retail: 130,
  wellness: 110,
  nonprofit: 75,
  other: 100,
};

/** The displayed ranges of the exposure levels (spec 000 "Local business calculator"). */
export const EXPOSURE_RANGES: Record<ExposureLevel, string> = {
  directory: '$29-$59',
  ai_recommended: '$79-$149',
  referral_tracked: '$199-$499',
};

/** Prices of the calculator, read from the catalogue (minor units). */
export interface LocalBusinessRates {
  exposure: Record<ExposureLevel, number>;
  addons: Record<LocalAddon, number>;
  coBrandedPage: number;
}

export interface LocalBusinessSelection {
  exposureLevel: ExposureLevel;
  naicsCode: Industry;
  zipCodes: string;
  addons: Record<LocalAddon | 'coBrandedPage', boolean>;
}

export interface LocalBusinessPricing {
  monthlyBase: number;
  annualBase: number;
  addons: number;
  zipFees: number;
  total: number;
  annualTotal: number;
  /** The Co-Branded Page, charged once at checkout, outside the totals. */
  oneTime: number;
}

/** The count is the comma-separated pieces, or 1 when the field is empty. */
export const zipCount = (zipCodes: string): number =>
  zipCodes.trim() === '' ? 1 : zipCodes.split(',').length;

export const ZIP_FEES = { few: 1900, several: 4900, countyWide: 9900 } as const;

export function zipFee(count: number): number {
  if (count <= 1) return 0;
  if (count <= 5) return ZIP_FEES.few;
  if (count <= 10) return ZIP_FEES.several;
  return ZIP_FEES.countyWide;
}

/** More than 10 codes are shown as county-wide. */
export const isCountyWide = (count: number): boolean => count > 10;

/** Base by exposure × industry factor, rounded to whole dollars. */
export function localBase(rates: LocalBusinessRates, exposure: ExposureLevel, industry: Industry): number {
  const dollars = rates.exposure[exposure] / 100;
  return Math.round((dollars * INDUSTRY_FACTOR_PCT[industry]) / 100) * 100;
}

export function localBusinessPricing(
  rates: LocalBusinessRates,
  s: LocalBusinessSelection,
): LocalBusinessPricing {
  const monthlyBase = localBase(rates, s.exposureLevel, s.naicsCode);
  const zipFees = zipFee(zipCount(s.zipCodes));
  const addons = LOCAL_ADDONS.reduce((sum, a) => sum + (s.addons[a] ? rates.addons[a] : 0), 0);
  const total = monthlyBase + zipFees + addons;
  return {
    monthlyBase,
    annualBase: annualOf(monthlyBase),
    addons,
    zipFees,
    total,
    annualTotal: annualOf(total),
    oneTime: s.addons.coBrandedPage ? rates.coBrandedPage : 0,
  };
}
