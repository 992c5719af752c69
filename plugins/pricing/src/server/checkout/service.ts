import { HttpError, type HubContext, newId, toIso, toJson } from '@ecohub/core';
import type { LineItem, PaymentProvider } from '../billing/types.ts';

export interface CheckoutInput {
  orgId: string;
  userId: string | null;
  customerEmail: string | null;
  productLine: string;
  planId: string;
  addons: string[];
  items: LineItem[];
  trialDays: number;
  selection: unknown;
}

/** Stores the checkout with its server-computed items, then asks the provider for a hosted page. */
export async function startCheckout(
  hub: HubContext,
  provider: PaymentProvider,
  input: CheckoutInput,
): Promise<{ id: string; url: string }> {
  const id = newId();
  const monthly = input.items.filter((i) => i.interval === 'month').reduce((s, i) => s + i.amount, 0);
  const oneTime = input.items.filter((i) => i.interval === 'one_time').reduce((s, i) => s + i.amount, 0);
  await hub.db
    .insertInto('billingCheckouts')
    .values({
      id,
      orgId: input.orgId,
      userId: input.userId,
      provider: provider.id,
      providerSessionId: null,
      productLine: input.productLine,
      planId: input.planId,
      addons: toJson(input.addons),
      items: toJson(input.items),
      monthlyAmount: monthly,
      oneTimeAmount: oneTime,
      trialDays: input.trialDays,
      selection: toJson(input.selection),
      status: 'open',
      createdAt: toIso(hub.clock.now()),
    })
    .execute();
  const customer = await hub.db
    .selectFrom('billingSubscriptions')
    .select('providerCustomerId')
    .where('orgId', '=', input.orgId)
    .where('provider', '=', provider.id)
    .where('providerCustomerId', 'is not', null)
    .executeTakeFirst();
  try {
    const session = await provider.createCheckout({
      checkoutId: id,
      orgId: input.orgId,
      productLine: input.productLine,
      customerEmail: input.customerEmail,
      customerId: customer?.providerCustomerId ?? null,
      items: input.items,
      trialDays: input.trialDays,
      successUrl: `${hub.config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${hub.config.publicUrl}/pricing`,
    });
    await hub.db
      .updateTable('billingCheckouts')
      .set({ providerSessionId: session.sessionId })
      .where('id', '=', id)
      .execute();
    return { id, url: session.url };
  } catch (err) {
    hub.log.error({ err, checkoutId: id }, 'payment provider refused the checkout');
    await hub.db.updateTable('billingCheckouts').set({ status: 'failed' }).where('id', '=', id).execute();
    throw new HttpError(502, 'The payment provider could not start the checkout', 'provider_error');
  }
}
