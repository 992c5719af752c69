import { coreServices } from '@ecohub/core';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import { z } from 'zod';
import type { AnalyticsHub } from '../hub.ts';
import type { RollupBuffer } from './buffer.ts';
import { DIM } from './dimensions.ts';
import { incrementsOf } from './increments.ts';
import type { VisitorIds } from './visitor.ts';

/** superhub.event-received: every event an app sends (page views, goals, signed payments). */
export function onEventReceived(buffer: RollupBuffer, visitors: VisitorIds) {
  return async (e: EventReceived): Promise<void> => {
    buffer.add(incrementsOf(e, await visitors.of(e)));
  };
}

// Checked here: this plugin does not depend on pricing (its payload type is not imported).
const recordedPayment = z.object({
  amount: z.number().int().nonnegative(),
  paidAt: z.string().min(10),
  status: z.string().optional(),
});

/** pricing.payment-recorded: payments for the hub's own plans are the platform organisation's revenue. */
export function onPaymentRecorded(hub: AnalyticsHub, buffer: RollupBuffer) {
  return async (payload: unknown): Promise<void> => {
    const p = recordedPayment.safeParse(payload);
    if (!p.success || (p.data.status && p.data.status !== 'paid')) return;
    const platform = await hub.use(coreServices).orgs.platform();
    if (!platform) return;
    buffer.add([
      {
        orgId: platform.id,
        siteId: '',
        day: p.data.paidAt.slice(0, 10),
        dimension: DIM.payment,
        key: '',
        hits: 1,
        revenue: p.data.amount,
      },
    ]);
  };
}
