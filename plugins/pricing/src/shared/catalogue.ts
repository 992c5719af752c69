import type { LocalBusinessRates } from './local-business.ts';
import type { PlanLimits } from './plans.ts';
import type { ReossRates } from './reoss.ts';

export const CATALOGUE_KINDS = [
  'plan',
  'addon',
  'lb_exposure',
  'lb_addon',
  'reoss_tier',
  'reoss_addon',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
export type BillingInterval = 'month' | 'one_time';

/** One sellable item of the catalogue (GET /api/products). Amounts in minor units. */
export interface CatalogueItem {
  id: string;
  kind: CatalogueKind;
  code: string;
  name: string;
  description: string;
  amount: number;
  currency: string;
  interval: BillingInterval;
  popular: boolean;
  contactSales: boolean;
  features: string[];
  limits: PlanLimits & { seats?: number | null };
  sort: number;
  active: boolean;
}

/** A product as the payment provider lists it (spec 000 §3). */
export interface ProviderProduct {
  id: string;
  name: string;
  description: string;
  metadata: { popular: 'true' | 'false'; kind: CatalogueKind; contactSales: 'true' | 'false' };
  features: string[];
  prices: Array<{ id: string; amount: number; currency: string; interval: BillingInterval }>;
}

/** Price ids the browser sends to checkout: one price per hub plan or add-on. */
export const priceIdOf = (item: Pick<CatalogueItem, 'code'>): string => `price_${item.code}`;

const byCode = (items: CatalogueItem[], kind: CatalogueKind) =>
  Object.fromEntries(items.filter((i) => i.kind === kind).map((i) => [i.code, i]));

/** The calculator's prices from the catalogue, built the same way in the browser and on the server. */
export function localBusinessRates(items: CatalogueItem[]): LocalBusinessRates {
  const exp = byCode(items, 'lb_exposure');
  const add = byCode(items, 'lb_addon');
  const amt = (m: Record<string, CatalogueItem>, k: string) => m[k]?.amount ?? 0;
  return {
    exposure: {
      directory: amt(exp, 'directory'),
      ai_recommended: amt(exp, 'ai_recommended'),
      referral_tracked: amt(exp, 'referral_tracked'),
    },
    addons: {
      lumaraShoutouts: amt(add, 'lumaraShoutouts'),
      autoMatchCrm: amt(add, 'autoMatchCrm'),
      placementBoost: amt(add, 'placementBoost'),
    },
    coBrandedPage: amt(add, 'coBrandedPage'),
  };
}

export function reossRates(items: CatalogueItem[]): ReossRates {
  const tiers = byCode(items, 'reoss_tier');
  const add = byCode(items, 'reoss_addon');
  const addon = (k: string) => ({ amount: add[k]?.amount ?? 0, oneTime: add[k]?.interval === 'one_time' });
  return {
    tiers: {
      basic: tiers.basic?.amount ?? 0,
      pro: tiers.pro?.amount ?? 0,
      team: tiers.team?.amount ?? 0,
      brokerage: tiers.brokerage?.amount ?? 0,
    },
    addons: {
      soulscan: addon('soulscan'),
      givebackpro: addon('givebackpro'),
      lead_bundle: addon('lead_bundle'),
      kvcore_setup: addon('kvcore_setup'),
    },
  };
}
