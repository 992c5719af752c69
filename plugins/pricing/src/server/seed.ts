import { type DemoSeedContext, type HubContext, newId, toIso } from '@ecohub/core';
import { addMonth } from './services/fulfilment.ts';

/** The demo organisation as a paying Professional customer with the Training Hub add-on. */
export async function seedDemo(hub: HubContext, { orgId }: DemoSeedContext): Promise<void> {
  const exists = await hub.db
    .selectFrom('billingSubscriptions')
    .select('id')
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (exists) return;
  const now = hub.clock.now();
  const start = new Date(now.getTime() - 90 * 86_400_000);
  const plans = [
    { line: 'hub', plan: 'professional', amount: 14900, name: 'Professional' },
    { line: 'addon:training_hub', plan: 'training_hub', amount: 8900, name: 'Training & Certification Hub' },
  ];
  for (const p of plans) {
    const subId = newId();
    let due = start;
    while (due <= now) {
      await hub.db
        .insertInto('billingPayments')
        .values({
          id: newId(),
          orgId,
          checkoutId: null,
          provider: 'builtin',
          providerRef: `demo_${subId}_${toIso(due)}`,
          productLine: p.line,
          amount: p.amount,
          currency: 'usd',
          description: `${p.name} subscription`,
          status: 'paid',
          createdAt: toIso(due),
        })
        .execute();
      due = addMonth(due);
    }
    await hub.db
      .insertInto('billingSubscriptions')
      .values({
        id: subId,
        orgId,
        productLine: p.line,
        planId: p.plan,
        addons: '[]',
        status: 'active',
        provider: 'builtin',
        providerCustomerId: `cus_hub_${orgId.replace(/-/g, '')}`,
        providerSubscriptionId: `sub_hub_${subId.replace(/-/g, '')}`,
        cardLast4: '4242',
        monthlyAmount: p.amount,
        trialEndsAt: null,
        currentPeriodEnd: toIso(due),
        createdAt: toIso(start),
        updatedAt: toIso(now),
      })
      .execute();
  }
  await hub
    .services<{ orgs: { setPlan(o: string, p: string, t?: string | null): Promise<void> } }>('core')
    .orgs.setPlan(orgId, 'professional', null);
}
