import { forOrg, num, toIso } from '@ecohub/core';
import { type DashboardAnalytics, REVENUE_WINDOW_MS } from '../../shared/index.ts';
import type { EcosystemHub } from '../hub.ts';

/** Percent change against 30 days earlier, one decimal; null when there is nothing to compare with. */
function change(now: number | undefined, then: number | undefined): number | null {
  if (now === undefined || then === undefined || then === 0) return null;
  return Math.round(((now - then) / then) * 1000) / 10;
}

/**
 * Dashboard analytics of one organisation, from the stored facts: distinct end users across its
 * apps, the share of them using two or more apps (cross-sell rate), and the last 30 days' payments.
 * The cross-sell rate stays undefined without users (the web then shows the spec's fallback).
 */
export async function dashboardAnalytics(hub: EcosystemHub, orgId: string): Promise<DashboardAnalytics> {
  const { db } = hub;
  const org = forOrg(db, orgId);
  const now = hub.clock.now().getTime();
  const since = toIso(new Date(now - REVENUE_WINDOW_MS));
  const before = toIso(new Date(now - 2 * REVENUE_WINDOW_MS));

  // Per user: apps used now, apps used already 30 days ago, and when they were first seen.
  const perUser = org
    .selectFrom('ecosystemAppUsers')
    .select((eb) => [
      'userKey',
      eb.fn.count<number>('appId').as('apps'),
      eb.fn.sum<number>(eb.case().when('firstSeenAt', '<', since).then(1).else(0).end()).as('appsThen'),
      eb.fn.min('firstSeenAt').as('firstSeen'),
    ])
    .groupBy('userKey')
    .as('per_user');
  const users = await db
    .selectFrom(perUser)
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum(eb.case().when('apps', '>=', 2).then(1).else(0).end()).as('multi'),
      eb.fn.sum(eb.case().when('firstSeen', '<', since).then(1).else(0).end()).as('totalThen'),
      eb.fn.sum(eb.case().when('appsThen', '>=', 2).then(1).else(0).end()).as('multiThen'),
    ])
    .executeTakeFirst();
  const totalUsers = num(users?.total);
  const multi = num(users?.multi);
  const totalThen = num(users?.totalThen);
  const multiThen = num(users?.multiThen);

  const revenue = await org
    .selectFrom('ecosystemAppPayments')
    .select((eb) => [
      eb.fn.sum(eb.case().when('paidAt', '>=', since).then(eb.ref('amount')).else(0).end()).as('cents'),
      eb.fn.sum(eb.case().when('paidAt', '<', since).then(eb.ref('amount')).else(0).end()).as('previous'),
    ])
    .where('paidAt', '>=', before)
    .executeTakeFirst();
  const rate = (m: number, n: number) => (n > 0 ? m / n : undefined);

  // The per-app subqueries follow the organisation's own apps (app ids are unique everywhere).
  const apps = await org
    .selectFrom('ecosystemApps')
    .select([
      'ecosystemApps.id',
      'ecosystemApps.name',
      (eb) =>
        eb
          .selectFrom('ecosystemAppUsers as u')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('u.appId', '=', 'ecosystemApps.id')
          .as('users'),
      (eb) =>
        eb
          .selectFrom('ecosystemAppPayments as p')
          .select((e) => e.fn.sum('p.amount').as('s'))
          .whereRef('p.appId', '=', 'ecosystemApps.id')
          .where('p.paidAt', '>=', since)
          .as('revenue'),
    ])
    .orderBy('ecosystemApps.position')
    .orderBy('ecosystemApps.createdAt')
    .execute();

  return {
    totalUsers,
    monthlyRevenue: num(revenue?.cents) / 100,
    crossSellRate: totalUsers > 0 ? Math.round((multi / totalUsers) * 1000) / 10 : null,
    growth: {
      totalUsers: change(totalUsers, totalThen),
      monthlyRevenue: change(num(revenue?.cents), num(revenue?.previous)),
      crossSellRate: change(rate(multi, totalUsers), rate(multiThen, totalThen)),
    },
    applications: apps.map((a) => ({
      id: a.id,
      name: a.name,
      users: num(a.users),
      revenue: num(a.revenue) / 100,
    })),
  };
}
