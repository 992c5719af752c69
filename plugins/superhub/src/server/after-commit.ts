import { fromJson, type HubContext } from '@ecohub/core';
import type { EcosystemServices } from '@ecohub/plugin-ecosystem/shared';
import type { EventReceived } from '../shared/index.ts';
import { flagsOf } from './feature-flags.ts';
import type { EventRow } from './group-commit.ts';

const PAYMENT_EVENT = 'payment.succeeded';

export function toReceived(r: EventRow): EventReceived {
  return {
    orgId: r.orgId,
    appId: r.appId,
    id: r.id,
    messageId: r.messageId,
    source: r.source,
    stream: r.stream as EventReceived['stream'],
    event: r.event,
    status: r.status,
    tag: r.tag,
    user: r.userKey,
    data: r.parsed ?? fromJson<Record<string, unknown>>(r.data, {}),
    occurredAt: r.occurredAt,
    receivedAt: r.receivedAt,
  };
}

/**
 * After each commit: announce every new event on the core bus (webhook forwarding builds on it) and
 * feed the ecosystem analytics — users (user_analytics flag) and sibling-app payments
 * `payment.succeeded {amount (minor units), currency, paymentId?}` (revenue_analytics flag).
 */
export function afterCommit(hub: HubContext) {
  return async (stored: EventRow[]): Promise<void> => {
    const activity = hub.services<EcosystemServices>('ecosystem').activity;
    const flags = new Map<string, Awaited<ReturnType<typeof flagsOf>>>();
    for (const r of stored) {
      const e = toReceived(r);
      await hub.events.emit('superhub.event-received', e);
      if (!e.user && e.event !== PAYMENT_EVENT) continue;
      if (!flags.has(r.orgId)) flags.set(r.orgId, await flagsOf(hub, r.orgId));
      const f = flags.get(r.orgId);
      if (e.user && f?.user_analytics)
        await activity.recordUser({ orgId: e.orgId, appId: e.appId, userKey: e.user, at: e.occurredAt });
      const { amount, currency, paymentId } = e.data;
      if (
        e.event === PAYMENT_EVENT &&
        e.status === 'ok' &&
        f?.revenue_analytics &&
        typeof amount === 'number' &&
        Number.isFinite(amount) &&
        typeof currency === 'string'
      )
        await activity.recordPayment({
          orgId: e.orgId,
          appId: e.appId,
          paymentId: typeof paymentId === 'string' ? paymentId : e.messageId,
          amount,
          currency,
          paidAt: e.occurredAt,
        });
    }
  };
}
