import { coreServices, forOrg, HttpError, type QuotaChecker, toIso } from '@ecohub/core';
import { DEFAULT_PLAN, nextPlan, type OrgLimits, type PlanLimits } from '../../shared/index.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { PricingHub } from '../hub.ts';
import type { SubscriptionQueries } from '../subscriptions/service.ts';

const UNLIMITED: PlanLimits = { contacts: null, users: null, storageBytes: null };
const GB = 1024 ** 3;

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

/**
 * Keeps the count an allowed check leads to (feeds adaptive pricing). A bulk import probes several
 * counts in a burst (bisection), so within a few seconds the highest allowed count wins.
 */
export const USAGE_BURST_MS = 5000;

/** Plan limits: what an organisation may have, and the checker core asks before it adds more. Built once, in setup. */
export function limitsService(hub: PricingHub, catalogue: CatalogueService, subs: SubscriptionQueries) {
  const orgs = hub.use(coreServices).orgs;

  /** The limits in force for an organisation: its hub subscription's plan, or the trial of the default plan. */
  async function limitsFor(orgId: string): Promise<OrgLimits> {
    const sub = await subs.line(orgId, 'hub');
    const org = await orgs.get(orgId);
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

  async function recordUsage(orgId: string, resource: string, count: number): Promise<void> {
    const now = hub.clock.now();
    const usage = forOrg(hub.db, orgId);
    const prev = await usage
      .selectFrom('billingUsage')
      .select(['count', 'updatedAt'])
      .where('resource', '=', resource)
      .executeTakeFirst();
    if (prev && Number(prev.count) > count && now.getTime() - Date.parse(prev.updatedAt) < USAGE_BURST_MS)
      return;
    const updatedAt = toIso(now);
    await usage
      .insertInto('billingUsage', { resource, count, updatedAt })
      .onConflict((oc) => oc.columns(['orgId', 'resource']).doUpdateSet({ count, updatedAt }))
      .execute();
  }

  /** The checker core calls before a counted resource is created: 402 at the plan's boundary. */
  const checker: QuotaChecker = async (orgId, resource, nextCount) => {
    const key = KEY[resource];
    if (!key) return;
    const { plan, planName, limits, blocked } = await limitsFor(orgId);
    if (blocked) throw new HttpError(402, blocked, 'plan_limit');
    const max = limits[key];
    if (max === null || nextCount <= max) {
      if (key !== 'users') await recordUsage(orgId, resource, nextCount);
      return;
    }
    const up = nextPlan(plan === 'trial' ? DEFAULT_PLAN : plan);
    const upName = up ? ((await catalogue.byCode('plan', up))?.name ?? up) : null;
    const how = upName ? `Upgrade to ${upName} at /pricing to add more.` : 'Contact sales to raise it.';
    throw new HttpError(402, `Your ${planName} plan includes ${NOUN[resource]?.(max)}. ${how}`, 'plan_limit');
  };

  return { for: limitsFor, checker };
}

export type LimitsService = ReturnType<typeof limitsService>;
