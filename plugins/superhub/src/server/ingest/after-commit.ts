import { fromJson } from '@ecohub/core';
import type { EcosystemServices } from '@ecohub/plugin-ecosystem/shared';
import {
  type EventReceived,
  type FeatureFlags,
  PAYMENT_EVENT,
  paymentDataSchema,
} from '../../shared/index.ts';
import type { FlagStore } from '../flags/service.ts';
import type { SuperhubHub } from '../hub.ts';
import type { EventRow } from './service.ts';

export function toReceived(r: EventRow): EventReceived {
  return {
    orgId: r.orgId,
    appId: r.appId,
    id: r.id,
    messageId: r.messageId,
    source: r.source,
    stream: r.stream,
    event: r.event,
    status: r.status,
    tag: r.tag,
    user: r.userKey,
    data: r.parsed ?? fromJson<Record<string, unknown>>(r.data, {}),
    occurredAt: r.occurredAt,
    receivedAt: r.receivedAt,
    ...(r.client ? { client: r.client } : {}),
  };
}

/**
 * After each commit: announce every new event on the core bus (webhook forwarding builds on it) and
 * feed the ecosystem analytics from signed server events only — users (user_analytics flag) and
 * sibling-app payments `payment.succeeded {amount (minor units), currency, paymentId?}`
 * (revenue_analytics flag). Browser events (a public key, any script) are behavioural: their
 * `user` is logged, never counted, and they cannot carry payments (refused at ingestion).
 */
export function afterCommit(
  hub: Pick<SuperhubHub, 'events'>,
  activity: EcosystemServices['activity'],
  flagStore: FlagStore,
) {
  return async (stored: EventRow[]): Promise<void> => {
    const flags = new Map<string, FeatureFlags>();
    for (const r of stored) {
      const e = toReceived(r);
      await hub.events.emit('superhub.event-received', e);
      if (e.source !== 'server' || (!e.user && e.event !== PAYMENT_EVENT)) continue;
      if (!flags.has(r.orgId)) flags.set(r.orgId, await flagStore.of(r.orgId));
      const f = flags.get(r.orgId);
      if (e.user && f?.user_analytics)
        await activity.recordUser({ orgId: e.orgId, appId: e.appId, userKey: e.user, at: e.occurredAt });
      if (e.event !== PAYMENT_EVENT || e.status !== 'ok' || !f?.revenue_analytics) continue;
      // Checked at ingestion (400 otherwise); checked again for rows stored before that check.
      const money = paymentDataSchema.safeParse(e.data);
      if (!money.success) continue;
      await activity.recordPayment({
        orgId: e.orgId,
        appId: e.appId,
        paymentId: money.data.paymentId ?? e.messageId,
        amount: money.data.amount,
        currency: money.data.currency,
        paidAt: e.occurredAt,
      });
    }
  };
}
