import { coreServices, forOrg, fromJson, newId, toIso } from '@ecohub/core';
import type { Updateable } from 'kysely';
import { PAYMENT_RECORDED, type RecordedPayment } from '../../shared/index.ts';
import type { PricingTables } from '../db.ts';
import type { PricingDb, PricingHub } from '../hub.ts';
import { toSubscription } from '../subscriptions/service.ts';
import type { BillingEvent, ProviderEvent } from './events.ts';
import { receiptMailer } from './receipts.ts';

export type FulfilResult = 'processed' | 'duplicate' | 'ignored';

interface AfterCommit {
  plan?: { orgId: string; plan: string; trialEndsAt: string | null };
  payments: Array<RecordedPayment & { description: string; userId: string | null }>;
}

/**
 * The one fulfilment path, for Stripe's webhook and the built-in checkout alike. Provider events
 * name no organisation (they are found by provider ids, across tenants on purpose); what they
 * write is then scoped to the organisation of the checkout or subscription they concern.
 */
export function fulfilmentService(hub: PricingHub) {
  const orgs = hub.use(coreServices).orgs;
  const receipts = receiptMailer(hub);
  return {
    /**
     * Records the event id first, inside the transaction that does the work: a repeated or
     * concurrent delivery of the same event finds the id and changes nothing.
     */
    async process(pe: ProviderEvent): Promise<FulfilResult> {
      const after: AfterCommit = { payments: [] };
      const result = await hub.db.transaction().execute(async (trx) => {
        const now = toIso(hub.clock.now());
        const inserted = await trx
          .insertInto('billingEvents')
          .values({ id: pe.id, provider: pe.provider, type: pe.event.type, receivedAt: now })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate' as const;
        return apply(trx, hub, pe, now, after);
      });
      // The organisation's plan mirrors the hub subscription; written after commit (core owns the table).
      if (after.plan) await orgs.setPlan(after.plan.orgId, after.plan.plan, after.plan.trialEndsAt);
      for (const { description, userId, ...p } of after.payments) {
        await hub.events.emit(PAYMENT_RECORDED, p);
        await receipts.send({ ...p, description, userId });
      }
      return result;
    },
  };
}

export type FulfilmentService = ReturnType<typeof fulfilmentService>;

async function apply(
  trx: PricingDb,
  hub: PricingHub,
  pe: ProviderEvent,
  now: string,
  after: AfterCommit,
): Promise<FulfilResult> {
  const e: BillingEvent = pe.event;
  if (e.type === 'checkout.completed') return completeCheckout(trx, hub, pe.provider, e, now, after);
  const sub = await trx
    .selectFrom('billingSubscriptions')
    .selectAll()
    .where('provider', '=', pe.provider)
    .where('providerSubscriptionId', '=', e.subscriptionId)
    .executeTakeFirst();
  if (!sub) return 'ignored';
  const s = toSubscription(sub);
  if (e.type === 'invoice.paid') {
    if (e.amount > 0) {
      await recordPayment(trx, after, {
        orgId: s.orgId,
        checkoutId: null,
        provider: pe.provider,
        ref: e.paymentRef,
        productLine: s.productLine,
        amount: e.amount,
        description: `${s.planId} subscription`,
        now,
      });
    }
    await forOrg(trx, s.orgId)
      .updateTable('billingSubscriptions')
      .set({ status: 'active', currentPeriodEnd: e.periodEnd ?? s.currentPeriodEnd, updatedAt: now })
      .where('id', '=', s.id)
      .execute();
    if (s.productLine === 'hub') after.plan = { orgId: s.orgId, plan: s.planId, trialEndsAt: null };
    return 'processed';
  }
  const status = e.type === 'invoice.failed' ? 'past_due' : e.status;
  const set: Updateable<PricingTables['billingSubscriptions']> = { status, updatedAt: now };
  if (e.type === 'subscription.updated') {
    set.trialEndsAt = e.trialEndsAt;
    if (e.periodEnd) set.currentPeriodEnd = e.periodEnd;
  }
  await forOrg(trx, s.orgId).updateTable('billingSubscriptions').set(set).where('id', '=', s.id).execute();
  if (s.productLine === 'hub') {
    after.plan = {
      orgId: s.orgId,
      plan: status === 'canceled' ? 'canceled' : s.planId,
      trialEndsAt: status === 'trialing' ? ((set.trialEndsAt as string | null) ?? s.trialEndsAt) : null,
    };
  }
  return 'processed';
}

async function completeCheckout(
  trx: PricingDb,
  hub: PricingHub,
  provider: string,
  e: Extract<BillingEvent, { type: 'checkout.completed' }>,
  now: string,
  after: AfterCommit,
): Promise<FulfilResult> {
  // Only an open checkout completes: a second completion of the same checkout changes nothing.
  const done = await trx
    .updateTable('billingCheckouts')
    .set({ status: 'completed', completedAt: now })
    .where('id', '=', e.checkoutId)
    .where('provider', '=', provider)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return 'ignored';
  const co = await trx
    .selectFrom('billingCheckouts')
    .selectAll()
    .where('id', '=', e.checkoutId)
    .executeTakeFirstOrThrow();
  const trialDays = Number(co.trialDays);
  const monthly = Number(co.monthlyAmount);
  const trialEndsAt =
    trialDays > 0 ? toIso(new Date(hub.clock.now().getTime() + trialDays * 86_400_000)) : null;
  const periodEnd =
    monthly > 0 ? toIso(addMonth(trialEndsAt ? new Date(trialEndsAt) : hub.clock.now())) : null;
  const values = {
    planId: co.planId,
    addons: co.addons,
    status: trialDays > 0 ? 'trialing' : 'active',
    provider,
    providerCustomerId: e.customerId,
    providerSubscriptionId: e.subscriptionId,
    cardLast4: e.cardLast4,
    monthlyAmount: monthly,
    trialEndsAt,
    currentPeriodEnd: periodEnd,
    updatedAt: now,
  };
  if (monthly > 0) {
    await forOrg(trx, co.orgId)
      .insertInto('billingSubscriptions', {
        id: newId(),
        productLine: co.productLine,
        createdAt: now,
        ...values,
      })
      .onConflict((oc) => oc.columns(['orgId', 'productLine']).doUpdateSet(values))
      .execute();
  }
  if (e.amountPaid > 0) {
    const items = fromJson<Array<{ name: string }>>(co.items, []);
    await recordPayment(trx, after, {
      orgId: co.orgId,
      checkoutId: co.id,
      provider,
      ref: e.paymentRef ?? `checkout:${co.id}`,
      productLine: co.productLine,
      amount: e.amountPaid,
      description: items.map((i) => i.name).join(', '),
      now,
      userId: co.userId,
    });
  }
  if (co.productLine === 'hub') after.plan = { orgId: co.orgId, plan: co.planId, trialEndsAt };
  return 'processed';
}

async function recordPayment(
  trx: PricingDb,
  after: AfterCommit,
  p: {
    orgId: string;
    checkoutId: string | null;
    provider: string;
    ref: string;
    productLine: string;
    amount: number;
    description: string;
    now: string;
    status?: 'paid' | 'failed';
    userId?: string | null;
  },
): Promise<void> {
  const id = newId();
  const res = await forOrg(trx, p.orgId)
    .insertInto('billingPayments', {
      id,
      checkoutId: p.checkoutId,
      provider: p.provider,
      providerRef: p.ref,
      productLine: p.productLine,
      amount: p.amount,
      currency: 'usd',
      description: p.description,
      status: p.status ?? 'paid',
      createdAt: p.now,
    })
    .onConflict((oc) => oc.column('providerRef').doNothing())
    .executeTakeFirst();
  if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0)
    after.payments.push({
      paymentId: id,
      orgId: p.orgId,
      productLine: p.productLine,
      amount: p.amount,
      currency: 'usd',
      paidAt: p.now,
      status: p.status ?? 'paid',
      description: p.description,
      userId: p.userId ?? null,
    });
}

export function addMonth(d: Date): Date {
  const n = new Date(d.getTime());
  n.setUTCMonth(n.getUTCMonth() + 1);
  return n;
}
