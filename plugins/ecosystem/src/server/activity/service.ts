import { forOrg } from '@ecohub/core';
import { type EcosystemServices, paymentAmountSchema } from '../../shared/index.ts';
import type { EcosystemHub } from '../hub.ts';

/** A row of the end-user activity, written as is (the demo seed's synthetic users). */
export interface AppUserRow {
  appId: string;
  userKey: string;
  firstSeenAt: string;
  lastSeenAt: string;
}

/** A payment written as is (the demo seed's), amount in minor units. */
export interface AppPaymentRow {
  paymentId: string;
  appId: string | null;
  amount: number;
  currency: string;
  paidAt: string;
}

const CHUNK = 500;

/**
 * The facts the dashboard analytics are computed from: which end user used which application
 * (from ingested events) and which payments were made (from payment events). Both writes are
 * idempotent, so a replayed event or payment changes nothing.
 */
export function activityStore(hub: EcosystemHub) {
  const { db } = hub;
  const appInOrg = async (orgId: string, appId: string) =>
    (
      await forOrg(db, orgId)
        .selectFrom('ecosystemApps')
        .select('id')
        .where('id', '=', appId)
        .executeTakeFirst()
    )?.id ?? null;

  const store = {
    async recordUser(a) {
      const app = await appInOrg(a.orgId, a.appId);
      if (!app || !a.userKey) return;
      const key = a.userKey.trim().toLowerCase().slice(0, 320);
      await forOrg(db, a.orgId)
        .insertInto('ecosystemAppUsers', {
          appId: a.appId,
          userKey: key,
          firstSeenAt: a.at,
          lastSeenAt: a.at,
        })
        .onConflict((oc) => oc.columns(['orgId', 'appId', 'userKey']).doUpdateSet({ lastSeenAt: a.at }))
        .execute();
    },

    async recordPayment(p) {
      // Callers check their input; this is the last guard before revenue is counted.
      const money = paymentAmountSchema.parse({ amount: p.amount, currency: p.currency });
      const appId = p.appId ? await appInOrg(p.orgId, p.appId) : null;
      await forOrg(db, p.orgId)
        .insertInto('ecosystemAppPayments', {
          paymentId: p.paymentId,
          appId,
          amount: money.amount,
          currency: money.currency,
          paidAt: p.paidAt,
        })
        .onConflict((oc) => oc.columns(['orgId', 'paymentId']).doNothing())
        .execute();
    },
  } satisfies EcosystemServices['activity'];

  return {
    ...store,
    /** Bulk rows of one organisation, in chunks (the demo seed). */
    async addUsers(orgId: string, rows: AppUserRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK)
        await forOrg(db, orgId)
          .insertInto('ecosystemAppUsers', rows.slice(i, i + CHUNK))
          .execute();
    },
    async addPayments(orgId: string, rows: AppPaymentRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK)
        await forOrg(db, orgId)
          .insertInto('ecosystemAppPayments', rows.slice(i, i + CHUNK))
          .execute();
    },
  };
}

export type ActivityStore = ReturnType<typeof activityStore>;
