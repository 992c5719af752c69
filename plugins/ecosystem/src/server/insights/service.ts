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
      // The organisation's own records, not a fixed answer: which apps reported in the window.
      const org = forOrg(hub.db, orgId);
      const since = toIso(new Date(hub.clock.now().getTime() - REVENUE_WINDOW_MS));
      const seen = await org
        .selectFrom('ecosystemAppUsers')
        .select(['appId', (eb) => eb.fn.max('lastSeenAt').as('at')])
        .where('lastSeenAt', '>=', since)
        .groupBy('appId')
        .execute();
      const paid = await org
        .selectFrom('ecosystemAppPayments')
        .select(['appId', (eb) => eb.fn.max('paidAt').as('at')])
        .where('paidAt', '>=', since)
        .where('appId', 'is not', null)
        .groupBy('appId')
        .execute();
      const known = new Set(list.map((a) => a.id));
      const active = new Set<string>();
      let lastEventAt: string | null = null;
      for (const r of [...seen, ...paid]) {
        if (!r.appId || !known.has(r.appId)) continue;
        active.add(r.appId);
        const at = String(r.at);
        if (!lastEventAt || at > lastEventAt) lastEventAt = at;
      }
      return {
        status: list.length === 0 ? 'empty' : active.size > 0 ? 'operational' : 'quiet',
        activity: { activeApplications30d: active.size, lastEventAt },
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
