import { coreServices, type DemoSeedContext, forOrg, newId, toIso } from '@ecohub/core';
import { addMonth } from '../billing/fulfilment.ts';
import type { PricingHub } from '../hub.ts';

/** Paying customers of the platform, so revenue and adaptive pricing have real rows in the demo. */
const DEMO_CUSTOMERS = [
  { name: 'Sunrise Bakery', plan: 'starter', amount: 4900, contacts: 930 },
  { name: 'Harbor Realty Team', plan: 'professional', amount: 14900, contacts: 9200 },
  { name: 'Lumen Wellness Studio', plan: 'starter', amount: 4900, contacts: 120 },
];

/** The demo organisation as a paying Professional customer with the Training Hub add-on, and three customers. */
export async function seedDemo(hub: PricingHub, { orgId }: DemoSeedContext): Promise<void> {
  const exists = await forOrg(hub.db, orgId)
    .selectFrom('billingSubscriptions')
    .select('id')
    .executeTakeFirst();
  if (exists) return;
  const now = hub.clock.now();
  const start = new Date(now.getTime() - 90 * 86_400_000);
  const orgs = hub.use(coreServices).orgs;
  await insertSubscription(hub, orgId, 'hub', 'professional', 14900, start, 'Professional');
  await insertSubscription(
    hub,
    orgId,
    'addon:training_hub',
    'training_hub',
    8900,
    start,
    'Training & Certification Hub',
  );
  await orgs.setPlan(orgId, 'professional', null);
  for (const c of DEMO_CUSTOMERS) {
    const org = await orgs.create({ name: c.name, plan: c.plan });
    await insertSubscription(hub, org.id, 'hub', c.plan, c.amount, start, c.plan);
    await orgs.setPlan(org.id, c.plan, null);
    await forOrg(hub.db, org.id)
      .insertInto('billingUsage', { resource: 'contacts', count: c.contacts, updatedAt: toIso(now) })
      .execute();
  }
}

/** A live built-in subscription with a paid invoice each month since `start`. */
async function insertSubscription(
  hub: PricingHub,
  orgId: string,
  line: string,
  plan: string,
  amount: number,
  start: Date,
  name: string,
): Promise<void> {
  const now = hub.clock.now();
  const subId = newId();
  const org = forOrg(hub.db, orgId);
  let due = start;
  while (due <= now) {
    await org
      .insertInto('billingPayments', {
        id: newId(),
        checkoutId: null,
        provider: 'builtin',
        providerRef: `demo_${subId}_${toIso(due)}`,
        productLine: line,
        amount,
        currency: 'usd',
        description: `${name} subscription`,
        status: 'paid',
        createdAt: toIso(due),
      })
      .execute();
    due = addMonth(due);
  }
  await org
    .insertInto('billingSubscriptions', {
      id: subId,
      productLine: line,
      planId: plan,
      addons: '[]',
      status: 'active',
      provider: 'builtin',
      providerCustomerId: `cus_hub_${orgId.replace(/-/g, '')}`,
      providerSubscriptionId: `sub_hub_${subId.replace(/-/g, '')}`,
      cardLast4: '4242',
      monthlyAmount: amount,
      trialEndsAt: null,
      currentPeriodEnd: toIso(due),
      createdAt: toIso(start),
      updatedAt: toIso(now),
    })
    .execute();
}
