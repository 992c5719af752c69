import { coreServices } from '@ecohub/core';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import { z } from 'zod';
import type { Goals } from '../../shared/goals.ts';
import type { GoalStore } from '../goals/service.ts';
import type { AnalyticsHub } from '../hub.ts';
import type { Cell, RollupBuffer } from './buffer.ts';
import { DIM } from './dimensions.ts';
import type { FunnelProgress } from './funnel.ts';
import { countEvent } from './increments.ts';
import type { VisitorIds } from './visitor.ts';

/**
 * superhub.event-received: every event an app sends (page views, goals, signed payments). Runs
 * synchronously while the day's salt, the site's goals and its funnel progress are in memory.
 */
export function onEventReceived(
  buffer: RollupBuffer,
  visitors: VisitorIds,
  funnels: FunnelProgress,
  goals: GoalStore,
) {
  const funnelStep = (e: EventReceived, day: string, cell: Cell, visitor: string, g: Goals) => {
    const key = funnels.reach(e.orgId, e.appId, day, e.event, visitor, g.funnelSteps);
    if (key === null) return;
    if (!(key instanceof Promise)) return cell.count(DIM.funnel, key, 1, 0);
    // The cell may have been flushed meanwhile: the row goes to the buffer's current one.
    return key.then((k) => {
      if (k) buffer.cell(e.orgId, e.appId, day).count(DIM.funnel, k, 1, 0);
    });
  };
  /** The latest event's day: most events share it, and a prefix check builds no string. */
  let lastDay = '';
  const counted = (e: EventReceived, visitor: string) => {
    if (lastDay.length !== 10 || !e.occurredAt.startsWith(lastDay)) lastDay = e.occurredAt.slice(0, 10);
    const day = lastDay;
    const cell = buffer.cell(e.orgId, e.appId, day);
    countEvent(e, visitor, cell);
    if (e.status !== 'ok' || e.event === 'identify') return;
    const g = goals.cached(e.orgId, e.appId);
    return g instanceof Promise
      ? g.then((x) => funnelStep(e, day, buffer.cell(e.orgId, e.appId, day), visitor, x))
      : funnelStep(e, day, cell, visitor, g);
  };
  return (e: EventReceived): void | Promise<void> => {
    const v = visitors.of(e);
    return typeof v === 'string' ? counted(e, v) : v.then((x) => counted(e, x));
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
