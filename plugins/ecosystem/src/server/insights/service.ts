import { forOrg, num, toIso } from '@ecohub/core';
import { type EcosystemStats, type EcosystemStatus, REVENUE_WINDOW_MS } from '../../shared/index.ts';
import type { Registry } from '../apps/service.ts';
import type { CrossSells } from '../cross-sell/service.ts';
import type { EcosystemHub } from '../hub.ts';
import { dashboardAnalytics } from './analytics.ts';
import { integrationPackage } from './integration-package.ts';

/** Read-only views over one organisation's registry and activity. */
export function insights(hub: EcosystemHub, apps: Registry, crossSells: CrossSells) {
  return {
    dashboard: (orgId: string) => dashboardAnalytics(hub, orgId),

    integrationPackage: (orgId: string) => integrationPackage(hub, apps, crossSells, orgId),

    async status(orgId: string): Promise<EcosystemStatus> {
      const list = await apps.list(orgId);
      const last =
        list
          .map((a) => a.updatedAt)
          .sort()
          .at(-1) ?? null;
      return {
        status: 'operational',
        registry: {
          applications: list.length,
          published: list.filter((a) => a.published).length,
          withAllowedOrigins: list.filter((a) => a.allowedOrigins.length > 0).length,
        },
        lastChangedAt: last,
        checkedAt: toIso(hub.clock.now()),
      };
    },

    async stats(orgId: string): Promise<EcosystemStats> {
      const list = await apps.list(orgId);
      const org = forOrg(hub.db, orgId);
      const since = toIso(new Date(hub.clock.now().getTime() - REVENUE_WINDOW_MS));
      const users = await org
        .selectFrom('ecosystemAppUsers')
        .select((eb) => eb.fn.count('userKey').distinct().as('tracked'))
        .executeTakeFirst();
      const active = await org
        .selectFrom('ecosystemAppUsers')
        .select((eb) => eb.fn.count('appId').distinct().as('n'))
        .where('lastSeenAt', '>=', since)
        .executeTakeFirst();
      const payments = await org
        .selectFrom('ecosystemAppPayments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('paidAt', '>=', since)
        .executeTakeFirst();
      return {
        totalApplications: list.length,
        whiteLabelReady: list.filter((a) => a.white_label_ready).length,
        enterpriseLevel: list.filter((a) => a.pricing_tier === 'enterprise').length,
        categories: new Set(list.map((a) => a.appCategory)).size,
        publishedApplications: list.filter((a) => a.published).length,
        trackedUsers: num(users?.tracked),
        activeApplications30d: num(active?.n),
        payments30d: num(payments?.n),
      };
    },
  };
}

export type Insights = ReturnType<typeof insights>;
