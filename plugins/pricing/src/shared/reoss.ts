import { annualOf } from './money.ts';

export const REOSS_TIERS = ['basic', 'pro', 'team', 'brokerage'] as const;
export const REOSS_ADDONS = ['soulscan', 'givebackpro', 'lead_bundle', 'kvcore_setup'] as const;
export const DEFAULT_REOSS_TIER = 'pro' as const;

export type ReossTierId = (typeof REOSS_TIERS)[number];
export type ReossAddonId = (typeof REOSS_ADDONS)[number];

/** Tier and add-on prices read from the catalogue (minor units). */
export interface ReossRates {
  tiers: Record<ReossTierId, number>;
  addons: Record<ReossAddonId, { amount: number; oneTime: boolean }>;
}

export interface ReossPricing {
  plan: number;
  monthlyAddons: number;
  oneTimeAddons: number;
  monthlyTotal: number;
  annualTotal: number;
}

/** Monthly = plan + monthly add-ons; annual = monthly × 12 × 0.9 + one-time add-ons. */
export function reossPricing(
  rates: ReossRates,
  tier: ReossTierId,
  addons: readonly ReossAddonId[],
): ReossPricing {
  const chosen = [...new Set(addons)];
  const plan = rates.tiers[tier];
  let monthlyAddons = 0;
  let oneTimeAddons = 0;
  for (const a of chosen) {
    const addon = rates.addons[a];
    if (addon.oneTime) oneTimeAddons += addon.amount;
    else monthlyAddons += addon.amount;
  }
  const monthlyTotal = plan + monthlyAddons;
  return {
    plan,
    monthlyAddons,
    oneTimeAddons,
    monthlyTotal,
    annualTotal: annualOf(monthlyTotal) + oneTimeAddons,
  };
}
