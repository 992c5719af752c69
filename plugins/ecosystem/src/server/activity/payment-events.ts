import { type HubContext, toIso } from '@ecohub/core';
import { z } from 'zod';
import { paymentAmountSchema } from '../../shared/schemas.ts';
import type { RegistryScopes } from '../scope.ts';
import type { ActivityStore } from './service.ts';

/**
 * Payments to the hub itself (plans and add-ons of the pricing plugin) are the platform
 * organisation's revenue. The pricing plugin announces each recorded payment on the core bus; the
 * payload is checked here because this plugin does not depend on pricing.
 */
export const PAYMENT_EVENT = 'pricing.payment-recorded';

const paymentEvent = paymentAmountSchema.extend({
  paymentId: z.string().min(1),
  paidAt: z.string().optional(),
  status: z.string().optional(),
});

export async function onHubPayment(
  payload: unknown,
  hub: HubContext,
  { activity, scopes }: { activity: ActivityStore; scopes: RegistryScopes },
): Promise<void> {
  const parsed = paymentEvent.safeParse(payload);
  if (!parsed.success) {
    hub.log.warn({ event: PAYMENT_EVENT, issues: parsed.error.issues }, 'payment event ignored');
    return;
  }
  const p = parsed.data;
  if (p.status && p.status !== 'paid') return;
  const platformId = await scopes.platformId();
  if (!platformId) return;
  await activity.recordPayment({
    orgId: platformId,
    paymentId: `pricing:${p.paymentId}`,
    amount: p.amount,
    currency: p.currency,
    paidAt: p.paidAt ?? toIso(hub.clock.now()),
  });
}
