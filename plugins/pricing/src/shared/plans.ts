export const PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export const ADDON_IDS = [
  'training_hub',
  'lead_engine',
  'real_estate_toolkit',
  'business_process_hub',
] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type AddonId = (typeof ADDON_IDS)[number];
export const DEFAULT_PLAN: PlanId = 'professional';
export const TRIAL_DAYS = 14;

/** Plan limits; null means unlimited. */
export interface PlanLimits {
  contacts: number | null;
  users: number | null;
  storageBytes: number | null;
}

/** The custom package total: the plan price plus the selected add-on prices. */
export const customPackageTotal = (planMinor: number, addonMinors: readonly number[]): number =>
  addonMinors.reduce((sum, a) => sum + a, planMinor);

/** The next plan up, for upgrade messages and recommendations. */
export function nextPlan(plan: string): PlanId | null {
  const i = PLAN_IDS.indexOf(plan as PlanId);
  return i >= 0 && i < PLAN_IDS.length - 1 ? (PLAN_IDS[i + 1] as PlanId) : null;
}

/** Enterprise's Contact Sales mail link. */
export const SALES_EMAIL = 'sales@ecohub.local';
