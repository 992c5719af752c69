import { type CoreServices, coreServices } from '@ecohub/core';
import { formatUsd, type RecordedPayment } from '../../shared/index.ts';
import type { PricingHub } from '../hub.ts';

/**
 * Mails a receipt for a recorded payment to the buyer (the user who opened the checkout), or to
 * the organisation's owners for renewals. A mail failure never undoes a payment: it is logged.
 */
export function receiptMailer(hub: PricingHub) {
  const core = hub.use(coreServices);
  return {
    send: (p: RecordedPayment & { description: string; userId: string | null }) => sendReceipt(hub, core, p),
  };
}

async function sendReceipt(
  hub: PricingHub,
  core: CoreServices,
  p: RecordedPayment & { description: string; userId: string | null },
) {
  try {
    const buyer = p.userId ? await core.users.byId(p.userId) : null;
    const to = buyer
      ? [buyer.email as string]
      : (await core.orgs.members(p.orgId)).filter((m) => m.role === 'owner').map((m) => m.email);
    const amount = formatUsd(p.amount, { cents: true });
    for (const address of to) {
      await hub.mail.send({
        orgId: p.orgId,
        to: address,
        template: 'payment',
        subject: `Payment received: ${amount}`,
        text: [
          `Thank you for your payment of ${amount} (USD).`,
          `For: ${p.description}`,
          `Date: ${p.paidAt.slice(0, 10)}`,
          `Reference: ${p.paymentId}`,
          '',
          '20% of our net profit goes to a nonprofit. Manage your plan in the dashboard (Pricing tab).',
        ].join('\n'),
      });
    }
  } catch (err) {
    hub.log.error({ err, paymentId: p.paymentId }, 'payment receipt not sent');
  }
}
