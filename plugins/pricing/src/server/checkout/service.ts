import { forOrg, HttpError, newId, toIso, toJson } from '@ecohub/core';
import type { LineItem, PaymentProvider } from '../billing/types.ts';
import type { PricingHub } from '../hub.ts';

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

/** Checkouts of this hub's provider. Built once, in setup. */
export function checkoutService(hub: PricingHub, provider: PaymentProvider) {
  return {
    /** Stores the checkout with its server-computed items, then asks the provider for a hosted page. */
    async start(input: CheckoutInput): Promise<{ id: string; url: string }> {
      const id = newId();
      const monthly = input.items.filter((i) => i.interval === 'month').reduce((s, i) => s + i.amount, 0);
      const oneTime = input.items.filter((i) => i.interval === 'one_time').reduce((s, i) => s + i.amount, 0);
      const org = forOrg(hub.db, input.orgId);
      await org
        .insertInto('billingCheckouts', {
          id,
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
      const customer = await org
        .selectFrom('billingSubscriptions')
        .select('providerCustomerId')
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
        await org
          .updateTable('billingCheckouts')
          .set({ providerSessionId: session.sessionId })
          .where('id', '=', id)
          .execute();
        return { id, url: session.url };
      } catch (err) {
        hub.log.error({ err, checkoutId: id }, 'payment provider refused the checkout');
        await org.updateTable('billingCheckouts').set({ status: 'failed' }).where('id', '=', id).execute();
        throw new HttpError(502, 'The payment provider could not start the checkout', 'provider_error');
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
