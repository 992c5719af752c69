import { forOrg, fromJson, toIso, toJson } from '@ecohub/core';
import { DEFAULT_GOALS, type Goals } from '../../shared/goals.ts';
import type { AnalyticsHub } from '../hub.ts';

export interface GoalStore {
  /** Each site's goals (the default for a site without its own). */
  forSites(orgId: string, siteIds: string[]): Promise<Map<string, Goals>>;
  get(orgId: string, siteId: string): Promise<Goals>;
  set(orgId: string, siteId: string, goals: Goals): Promise<Goals>;
}

export function goalStore(hub: AnalyticsHub): GoalStore {
  const store: GoalStore = {
    async forSites(orgId, siteIds) {
      const rows = siteIds.length
        ? await forOrg(hub.db, orgId)
            .selectFrom('analyticsGoals')
            .select(['siteId', 'conversionEvents', 'funnelSteps'])
            .where('siteId', 'in', siteIds)
            .execute()
        : [];
      const map = new Map(siteIds.map((id) => [id, DEFAULT_GOALS]));
      for (const r of rows)
        map.set(r.siteId, {
          conversionEvents: fromJson<string[]>(r.conversionEvents, DEFAULT_GOALS.conversionEvents),
          funnelSteps: fromJson<string[]>(r.funnelSteps, DEFAULT_GOALS.funnelSteps),
        });
      return map;
    },
    async get(orgId, siteId) {
      return (await store.forSites(orgId, [siteId])).get(siteId) ?? DEFAULT_GOALS;
    },
    async set(orgId, siteId, goals) {
      const values = {
        conversionEvents: toJson(goals.conversionEvents),
        funnelSteps: toJson(goals.funnelSteps),
        updatedAt: toIso(hub.clock.now()),
      };
      await forOrg(hub.db, orgId).deleteFrom('analyticsGoals').where('siteId', '=', siteId).execute();
      await forOrg(hub.db, orgId)
        .insertInto('analyticsGoals', { siteId, ...values })
        .execute();
      return goals;
    },
  };
  return store;
}
