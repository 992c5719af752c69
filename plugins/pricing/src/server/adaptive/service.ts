import { num } from '@ecohub/core';
import type { AdaptivePricing, CustomerSegment, PricingRecommendation } from '../../shared/index.ts';
import { averageConfidencePct, charitableGiving, nextPlan, projectedIncrease } from '../../shared/index.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { PricingHub } from '../hub.ts';
import type { RevenueService } from '../revenue/service.ts';
import { LIVE_STATUSES, toSubscription } from '../subscriptions/service.ts';

/** Usage above this share of a plan limit suggests the next tier. */
export const UPGRADE_THRESHOLD = 0.7;

interface Customer {
  orgId: string;
  name: string;
  plan: string;
  status: string;
  contacts: number;
  users: number;
  ratio: number;
  paid: number;
  addons: string[];
  since: string;
}

/**
 * Adaptive pricing from real data: each customer's usage of its plan limits (contacts seen by the
 * plan-limit checker, members), what it paid, and which add-ons it took. Platform-wide (for super
 * admins), so its queries span organisations on purpose. Built once, in setup.
 */
export function adaptiveService(hub: PricingHub, catalogue: CatalogueService, revenue: RevenueService) {
  return { report: () => adaptivePricing(hub, catalogue, revenue) };
}

export type AdaptiveService = ReturnType<typeof adaptiveService>;

async function adaptivePricing(
  hub: PricingHub,
  catalogueService: CatalogueService,
  revenue: RevenueService,
): Promise<AdaptivePricing> {
  const catalogue = await catalogueService.list();
  const plans = new Map(catalogue.filter((i) => i.kind === 'plan').map((i) => [i.code, i]));
  const addonNames = new Map(catalogue.filter((i) => i.kind === 'addon').map((i) => [i.code, i.name]));
  const customers = await loadCustomers(hub, plans);
  const applied = await hub.db.selectFrom('billingTierChanges').selectAll().execute();

  const recommendations: PricingRecommendation[] = [];
  for (const cu of customers) {
    const id = `${cu.orgId}:${cu.plan}`;
    const done = applied.find((a) => a.recommendationId.startsWith(`${cu.orgId}:`) && a.toTier === cu.plan);
    const from = done ? plans.get(done.fromTier) : plans.get(cu.plan);
    const target = done ? plans.get(done.toTier) : plans.get(nextPlan(cu.plan) ?? '');
    if (!from || !target || !LIVE_STATUSES.includes(cu.status as never)) continue;
    if (!done && cu.ratio < UPGRADE_THRESHOLD) continue;
    const limits = from.limits;
    const reasoning = [
      limits.contacts
        ? `Uses ${cu.contacts.toLocaleString('en-US')} of ${limits.contacts.toLocaleString('en-US')} contacts`
        : null,
      limits.users ? `${cu.users} of ${limits.users} users` : null,
      cu.addons.length ? `Added ${cu.addons.map((a) => addonNames.get(a) ?? a).join(', ')}` : null,
      `Paid ${Math.round(cu.paid / 100).toLocaleString('en-US')} USD so far`,
    ].filter((r): r is string => r !== null);
    const ratio = Math.min(cu.ratio, 1);
    recommendations.push({
      id: done ? done.recommendationId : id,
      application: cu.name,
      current_tier: done ? target.name : from.name,
      recommended_tier: target.name,
      confidence: Math.round(Math.min(0.99, 0.5 + ratio / 2) * 100) / 100,
      potential_revenue_increase: (target.amount - from.amount) * 12,
      reasoning,
      implementation_effort: ratio >= 0.95 ? 'low' : ratio >= 0.85 ? 'medium' : 'high',
      projected_adoption_rate: Math.round(ratio * 0.9 * 100) / 100,
      implemented: !!done,
    });
  }

  const segments: CustomerSegment[] = [];
  for (const plan of plans.values()) {
    const group = customers.filter((cu) => cu.plan === plan.code);
    if (group.length === 0) continue;
    const lapsed =
      group.filter((g) => g.status === 'past_due' || g.status === 'canceled').length / group.length;
    const addonCounts = new Map<string, number>();
    for (const g of group) for (const a of g.addons) addonCounts.set(a, (addonCounts.get(a) ?? 0) + 1);
    const preferred = [...addonCounts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([a]) => addonNames.get(a) ?? a);
    segments.push({
      name: `${plan.name} customers`,
      size: group.length,
      avg_ltv: Math.round(group.reduce((s, g) => s + g.paid, 0) / group.length),
      price_sensitivity: lapsed > 0.2 ? 'high' : lapsed > 0.05 ? 'medium' : 'low',
      preferred_features: preferred.length ? preferred : plan.features.slice(0, 3),
      upgrade_probability:
        Math.round((group.filter((g) => g.ratio >= UPGRADE_THRESHOLD).length / group.length) * 100) / 100,
    });
  }

  const forProjection = recommendations
    .filter((r) => !r.implemented)
    .map((r) => ({
      potentialRevenueIncrease: r.potential_revenue_increase,
      projectedAdoptionRate: r.projected_adoption_rate,
    }));
  return {
    recommendations,
    segments,
    projectedIncrease: projectedIncrease(forProjection),
    averageConfidence: averageConfidencePct(recommendations),
    charitableGiving: charitableGiving(await revenue.revenue(null)),
  };
}

async function loadCustomers(
  hub: PricingHub,
  plans: Map<string, { limits: { contacts: number | null; users: number | null } }>,
) {
  const db = hub.db;
  const rows = (
    await db
      .selectFrom('billingSubscriptions')
      .innerJoin('organizations', 'organizations.id', 'billingSubscriptions.orgId')
      .selectAll('billingSubscriptions')
      .select('organizations.name as orgName')
      .where('organizations.isPlatform', '=', 0)
      .execute()
  ).map((r) => ({ ...toSubscription(r), orgName: r.orgName }));
  const usage = await db
    .selectFrom('billingUsage')
    .select(['orgId', 'count'])
    .where('resource', '=', 'contacts')
    .execute();
  const members = await db
    .selectFrom('memberships')
    .select(['orgId', (eb) => eb.fn.countAll().as('n')])
    .groupBy('orgId')
    .execute();
  const paid = await db
    .selectFrom('billingPayments')
    .select(['orgId', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('status', '=', 'paid')
    .groupBy('orgId')
    .execute();
  const customers: Customer[] = [];
  for (const s of rows.filter((r) => r.productLine === 'hub')) {
    const contacts = num(usage.find((u) => u.orgId === s.orgId)?.count);
    const users = num(members.find((m) => m.orgId === s.orgId)?.n);
    const limits = plans.get(s.planId)?.limits;
    const ratio = Math.max(
      limits?.contacts ? contacts / limits.contacts : 0,
      limits?.users ? users / limits.users : 0,
    );
    customers.push({
      orgId: s.orgId,
      name: s.orgName,
      plan: s.planId,
      status: s.status,
      contacts,
      users,
      ratio,
      paid: num(paid.find((p) => p.orgId === s.orgId)?.total),
      addons: rows
        .filter(
          (r) =>
            r.orgId === s.orgId && r.productLine.startsWith('addon:') && LIVE_STATUSES.includes(r.status),
        )
        .map((r) => r.planId),
      since: s.createdAt,
    });
  }
  return customers;
}
