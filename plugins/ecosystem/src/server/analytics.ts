import { type HubContext, num, toIso } from '@ecohub/core';
import { type DashboardAnalytics, REVENUE_WINDOW_MS } from '../shared/index.ts';

/**
 * Dashboard analytics of one organisation, from the stored facts: distinct end users across its
 * apps, the share of them using two or more apps (cross-sell rate), and the last 30 days' payments.
 * The cross-sell rate stays undefined without users (the web then shows the spec's fallback).
 */
export async function dashboardAnalytics(hub: HubContext, orgId: string): Promise<DashboardAnalytics> {
  const { db } = hub;
  const since = toIso(new Date(hub.clock.now().getTime() - REVENUE_WINDOW_MS));

  const perUser = db
    .selectFrom('ecosystem_app_users')
    .select(['userKey', (eb) => eb.fn.count<number>('appId').as('apps')])
    .where('orgId', '=', orgId)
    .groupBy('userKey')
    .as('per_user');
  const users = await db
    .selectFrom(perUser)
    .select([
      (eb) => eb.fn.countAll().as('total'),
      (eb) => eb.fn.sum(eb.case().when('apps', '>=', 2).then(1).else(0).end()).as('multi'),
    ])
    .executeTakeFirst();
  const totalUsers = num(users?.total);
  const multi = num(users?.multi);

  const revenue = await db
    .selectFrom('ecosystem_app_payments')
    .select((eb) => eb.fn.sum('amount').as('cents'))
    .where('orgId', '=', orgId)
    .where('paidAt', '>=', since)
    .executeTakeFirst();

  const apps = await db
    .selectFrom('ecosystem_apps as a')
    .select([
      'a.id',
      'a.name',
      (eb) =>
        eb
          .selectFrom('ecosystem_app_users as u')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('u.appId', '=', 'a.id')
          .as('users'),
      (eb) =>
        eb
          .selectFrom('ecosystem_app_payments as p')
          .select((e) => e.fn.sum('p.amount').as('s'))
          .whereRef('p.appId', '=', 'a.id')
          .where('p.paidAt', '>=', since)
          .as('revenue'),
    ])
    .where('a.orgId', '=', orgId)
    .orderBy('a.position')
    .orderBy('a.createdAt')
    .execute();

  return {
    totalUsers,
    monthlyRevenue: num(revenue?.cents) / 100,
    crossSellRate: totalUsers > 0 ? Math.round((multi / totalUsers) * 1000) / 10 : undefined,
    applications: apps.map((a) => ({
      id: a.id,
      name: a.name,
      users: num(a.users),
      revenue: num(a.revenue) / 100,
    })),
  };
}
