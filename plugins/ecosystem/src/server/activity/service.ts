import type { HubContext } from '@ecohub/core';
import { type AppActivity, type AppPayment, paymentAmountSchema } from '../../shared/index.ts';

/**
 * The facts the dashboard analytics are computed from: which end user used which application
 * (from ingested events) and which payments were made (from payment events). Both writes are
 * idempotent, so a replayed event or payment changes nothing.
 */
export function activityStore(hub: HubContext) {
  const { db } = hub;
  return {
    async recordUser(a: AppActivity): Promise<void> {
      const app = await db
        .selectFrom('ecosystem_apps')
        .select('id')
        .where('id', '=', a.appId)
        .where('orgId', '=', a.orgId)
        .executeTakeFirst();
      if (!app || !a.userKey) return;
      const key = a.userKey.trim().toLowerCase().slice(0, 320);
      await db
        .insertInto('ecosystem_app_users')
        .values({ orgId: a.orgId, appId: a.appId, userKey: key, firstSeenAt: a.at, lastSeenAt: a.at })
        .onConflict((oc) => oc.columns(['orgId', 'appId', 'userKey']).doUpdateSet({ lastSeenAt: a.at }))
        .execute();
    },

    async recordPayment(p: AppPayment): Promise<void> {
      // Callers check their input; this is the last guard before revenue is counted.
      const money = paymentAmountSchema.parse({ amount: p.amount, currency: p.currency });
      let appId: string | null = null;
      if (p.appId) {
        const app = await db
          .selectFrom('ecosystem_apps')
          .select('id')
          .where('id', '=', p.appId)
          .where('orgId', '=', p.orgId)
          .executeTakeFirst();
        appId = app?.id ?? null;
      }
      await db
        .insertInto('ecosystem_app_payments')
        .values({
          orgId: p.orgId,
          paymentId: p.paymentId,
          appId,
          amount: money.amount,
          currency: money.currency,
          paidAt: p.paidAt,
        })
        .onConflict((oc) => oc.columns(['orgId', 'paymentId']).doNothing())
        .execute();
    },
  };
}
