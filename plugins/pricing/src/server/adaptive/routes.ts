import {
  conflict,
  type HubApp,
  type HubContext,
  newId,
  notFound,
  principalOf,
  requireSuperAdmin,
  toIso,
  validate,
} from '@ecohub/core';
import { implementParam, nextPlan } from '../../shared/index.ts';
import type { Billing } from '../billing/provider.ts';
import { catalogueService } from '../catalogue/service.ts';
import { subscriptionQueries } from '../subscriptions/service.ts';
import { adaptivePricing } from './service.ts';

/** The adaptive-pricing tab (spec 002): platform-wide, so for elevated super admins only. */
export function adaptiveRoutes(app: HubApp, hub: HubContext, billing: Billing): void {
  app.get('/api/adaptive-pricing', requireSuperAdmin(), async (c) => c.json(await adaptivePricing(hub)));

  // Implement applies the tier change on the server: the customer's subscription moves to the recommended plan.
  app.post(
    '/api/adaptive-pricing/:id/implement',
    requireSuperAdmin(),
    validate('param', implementParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const current = (await adaptivePricing(hub)).recommendations.find((r) => r.id === id);
      if (!current) throw notFound('Recommendation not found');
      if (current.implemented) throw conflict('This recommendation is already implemented');
      const [orgId, fromTier] = id.split(':') as [string, string];
      const sub = await subscriptionQueries(hub).line(orgId, 'hub');
      const toTier = nextPlan(fromTier);
      const target = toTier ? await catalogueService(hub).byCode('plan', toTier) : null;
      if (!sub || sub.planId !== fromTier || !target) throw notFound('Recommendation not found');
      if (sub.providerSubscriptionId)
        await billing.provider.changePlan(sub.providerSubscriptionId, target, `ecohub-tier-${id}`);
      const now = toIso(hub.clock.now());
      // The recommendation id is unique in billing_tier_changes: a concurrent second Implement fails here.
      const applied = hub.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('billingTierChanges')
          .values({
            id: newId(),
            orgId,
            recommendationId: id,
            fromTier,
            toTier: target.code,
            appliedBy: principalOf(c).user?.id ?? 'unknown',
            appliedAt: now,
          })
          .execute();
        await trx
          .updateTable('billingSubscriptions')
          .set({ planId: target.code, monthlyAmount: target.amount, updatedAt: now })
          .where('id', '=', sub.id)
          .execute();
      });
      await applied.catch(() => {
        throw conflict('This recommendation is already implemented');
      });
      await hub
        .services<{ orgs: { setPlan(o: string, p: string): Promise<void> } }>('core')
        .orgs.setPlan(orgId, target.code);
      return c.json({ ...current, current_tier: target.name, implemented: true });
    },
  );
}
