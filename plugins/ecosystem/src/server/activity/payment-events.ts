import { type CoreServices, type HubContext, type PluginDefinition, toIso } from '@ecohub/core';
import { z } from 'zod';
import { paymentAmountSchema } from '../../shared/schemas.ts';
import { activityStore } from './service.ts';

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

async function onPayment(payload: unknown, hub: HubContext): Promise<void> {
  const parsed = paymentEvent.safeParse(payload);
  if (!parsed.success) {
    hub.log.warn({ event: PAYMENT_EVENT, issues: parsed.error.issues }, 'payment event ignored');
    return;
  }
  const p = parsed.data;
  if (p.status && p.status !== 'paid') return;
  const platform = await hub.services<CoreServices>('core').orgs.platform();
  if (!platform) return;
  await activityStore(hub).recordPayment({
    orgId: platform.id,
    paymentId: `pricing:${p.paymentId}`,
    amount: p.amount,
    currency: p.currency,
    paidAt: p.paidAt ?? toIso(hub.clock.now()),
  });
}

export const paymentEvents = { [PAYMENT_EVENT]: onPayment } as PluginDefinition['events'];
