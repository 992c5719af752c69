import {
  conflict,
  coreServices,
  forOrg,
  type HubApp,
  newId,
  notFound,
  principalOf,
  requireSuperAdmin,
  toIso,
  validate,
} from '@ecohub/core';
import { implementParam, nextPlan } from '../../shared/index.ts';
import type { PricingDb, PricingHub } from '../hub.ts';
import type { PricingSetup } from '../setup.ts';

/** A recommendation id: the customer organisation's id (a UUID) and its current plan, `<orgId>:<plan>`. */
const RECOMMENDATION_ID = ':id{[0-9A-Za-z-]+(?::|%3[Aa])[a-z_]+}';

/** The adaptive-pricing tab (spec 002): platform-wide, so for elevated super admins only. */
export function adaptiveRoutes(
  app: HubApp,
  hub: PricingHub,
  { adaptive, billing, catalogue, subscriptions }: PricingSetup,
): void {
  const orgs = hub.use(coreServices).orgs;
  app.get('/api/adaptive-pricing', requireSuperAdmin(), async (c) => c.json(await adaptive.report()));

  // Implement applies the tier change on the server: the customer's subscription moves to the recommended plan.
  app.post(
    `/api/adaptive-pricing/${RECOMMENDATION_ID}/implement`,
    requireSuperAdmin(),
    validate('param', implementParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const current = (await adaptive.report()).recommendations.find((r) => r.id === id);
      if (!current) throw notFound('Recommendation not found');
      if (current.implemented) throw conflict('This recommendation is already implemented');
      const [orgId, fromTier] = id.split(':') as [string, string];
      const sub = await subscriptions.line(orgId, 'hub');
      const toTier = nextPlan(fromTier);
      const target = toTier ? await catalogue.byCode('plan', toTier) : null;
      if (!sub || sub.planId !== fromTier || !target) throw notFound('Recommendation not found');
      if (sub.providerSubscriptionId)
        await billing.provider.changePlan(sub.providerSubscriptionId, target, `ecohub-tier-${id}`);
      const now = toIso(hub.clock.now());
      // The recommendation id is unique in billing_tier_changes: a concurrent second Implement fails here.
      const applied = hub.db.transaction().execute(async (trx: PricingDb) => {
        await forOrg(trx, orgId)
          .insertInto('billingTierChanges', {
            id: newId(),
            recommendationId: id,
            fromTier,
            toTier: target.code,
            appliedBy: principalOf(c).user?.id ?? 'unknown',
            appliedAt: now,
          })
          .execute();
        await forOrg(trx, orgId)
          .updateTable('billingSubscriptions')
          .set({ planId: target.code, monthlyAmount: target.amount, updatedAt: now })
          .where('id', '=', sub.id)
          .execute();
      });
      await applied.catch(() => {
        throw conflict('This recommendation is already implemented');
      });
      await orgs.setPlan(orgId, target.code);
      return c.json({ ...current, current_tier: target.name, implemented: true });
    },
  );
}
