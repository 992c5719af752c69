import { HttpError, type HubContext, type QuotaChecker, toIso } from '@ecohub/core';
import { DEFAULT_PLAN, nextPlan, type PlanLimits } from '../../shared/index.ts';
import { catalogueService } from '../catalogue/service.ts';
import { subscriptionQueries } from '../subscriptions/service.ts';

const UNLIMITED: PlanLimits = { contacts: null, users: null, storageBytes: null };
const GB = 1024 ** 3;

export interface OrgLimits {
  plan: string;
  planName: string;
  limits: PlanLimits;
  /** Why nothing more may be created (canceled subscription, ended trial), if so. */
  blocked: string | null;
}

/** The limits in force for an organisation: its hub subscription's plan, or the trial of the default plan. */
export async function limitsFor(hub: HubContext, orgId: string): Promise<OrgLimits> {
  const catalogue = catalogueService(hub);
  const sub = await subscriptionQueries(hub).line(orgId, 'hub');
  const org = await hub
    .services<{
      orgs: {
        get(id: string): Promise<{ plan: string; trialEndsAt: string | null; isPlatform: boolean } | null>;
      };
    }>('core')
    .orgs.get(orgId);
  const planId = sub?.planId ?? DEFAULT_PLAN;
  const plan = await catalogue.byCode('plan', planId);
  // The platform operator's own organisation is never limited by its own plans.
  if (!org || org.isPlatform)
    return {
      plan: sub ? planId : 'platform',
      planName: plan?.name ?? 'Platform',
      limits: UNLIMITED,
      blocked: null,
    };
  const limits = plan ? { ...UNLIMITED, ...plan.limits } : UNLIMITED;
  const planName = plan?.name ?? planId;
  let blocked: string | null = null;
  if (sub?.status === 'canceled')
    blocked = 'Your subscription is canceled. Choose a plan at /pricing to add more.';
  else if (!sub && org.trialEndsAt && org.trialEndsAt < toIso(hub.clock.now()))
    blocked = 'Your 14-day free trial has ended. Choose a plan at /pricing to add more.';
  return { plan: sub ? planId : 'trial', planName, limits, blocked };
}

const NOUN: Record<string, (n: number) => string> = {
  contacts: (n) => `up to ${n.toLocaleString('en-US')} contacts`,
  users: (n) => `up to ${n.toLocaleString('en-US')} users`,
  storage_bytes: (n) => `${Math.round((n / GB) * 10) / 10} GB of storage`,
};
const KEY: Record<string, keyof PlanLimits> = {
  contacts: 'contacts',
  users: 'users',
  storage_bytes: 'storageBytes',
};

/** The checker core calls before a counted resource is created: 402 at the plan's boundary. */
export function planLimitChecker(hub: HubContext): QuotaChecker {
  return async (orgId, resource, nextCount) => {
    const key = KEY[resource];
    if (!key) return;
    const { plan, planName, limits, blocked } = await limitsFor(hub, orgId);
    if (blocked) throw new HttpError(402, blocked, 'plan_limit');
    const max = limits[key];
    if (max === null || nextCount <= max) {
      if (key !== 'users') await recordUsage(hub, orgId, resource, nextCount);
      return;
    }
    const up = nextPlan(plan === 'trial' ? DEFAULT_PLAN : plan);
    const upName = up ? ((await catalogueService(hub).byCode('plan', up))?.name ?? up) : null;
    const how = upName ? `Upgrade to ${upName} at /pricing to add more.` : 'Contact sales to raise it.';
    throw new HttpError(402, `Your ${planName} plan includes ${NOUN[resource]?.(max)}. ${how}`, 'plan_limit');
  };
}

/**
 * Keeps the count an allowed check leads to (feeds adaptive pricing). A bulk import probes several
 * counts in a burst (bisection), so within a few seconds the highest allowed count wins.
 */
export const USAGE_BURST_MS = 5000;

async function recordUsage(hub: HubContext, orgId: string, resource: string, count: number): Promise<void> {
  const now = hub.clock.now();
  const prev = await hub.db
    .selectFrom('billingUsage')
    .select(['count', 'updatedAt'])
    .where('orgId', '=', orgId)
    .where('resource', '=', resource)
    .executeTakeFirst();
  if (prev && Number(prev.count) > count && now.getTime() - Date.parse(prev.updatedAt) < USAGE_BURST_MS)
    return;
  const updatedAt = toIso(now);
  await hub.db
    .insertInto('billingUsage')
    .values({ orgId, resource, count, updatedAt })
    .onConflict((oc) => oc.columns(['orgId', 'resource']).doUpdateSet({ count, updatedAt }))
    .execute();
}
