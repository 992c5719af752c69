import { forOrg, fromJson, toIso, toJson } from '@ecohub/core';
import {
  DEFAULT_ORG_GOALS,
  type Goals,
  type OrgGoals,
  orgGoalsSchema,
  siteGoalsOf,
} from '../../shared/goals.ts';
import type { AnalyticsHub } from '../hub.ts';

/** The organisation's own row in analytics_goals. */
const ORG = '';
/** How long arriving events use a site's goals before reading them again (other hub processes' changes). */
const CACHE_MS = 10_000;

export interface GoalStore {
  /** The organisation's definition (the default until it saves one). */
  organisation(orgId: string): Promise<OrgGoals>;
  setOrganisation(orgId: string, goals: OrgGoals): Promise<OrgGoals>;
  /** Each site's goals: its own, else its organisation's. */
  forSites(orgId: string, siteIds: string[]): Promise<Map<string, Goals>>;
  get(orgId: string, siteId: string): Promise<Goals>;
  set(orgId: string, siteId: string, goals: Goals): Promise<Goals>;
  /** A site's goals for arriving events: from memory (re-read every CACHE_MS), a promise on a miss. */
  cached(orgId: string, siteId: string): Goals | Promise<Goals>;
}

export function goalStore(hub: AnalyticsHub): GoalStore {
  /** By site (site ids are unique), with its organisation. */
  const cache = new Map<string, { orgId: string; goals: Goals; at: number }>();

  const write = async (
    orgId: string,
    siteId: string,
    values: {
      conversionEvents: string;
      funnelSteps: string;
      funnels: string | null;
      revenueMetrics: string | null;
    },
  ) => {
    const updatedAt = toIso(hub.clock.now());
    await hub.db.transaction().execute(async (trx: AnalyticsHub['db']) => {
      const scope = forOrg(trx, orgId);
      await scope.deleteFrom('analyticsGoals').where('siteId', '=', siteId).execute();
      await scope.insertInto('analyticsGoals', { siteId, ...values, updatedAt }).execute();
    });
    // A change to the organisation's definition changes every site that has none of its own.
    for (const [k, v] of cache) if (v.orgId === orgId) cache.delete(k);
  };

  const store: GoalStore = {
    async organisation(orgId) {
      const row = await forOrg(hub.db, orgId)
        .selectFrom('analyticsGoals')
        .select(['conversionEvents', 'funnels', 'revenueMetrics'])
        .where('siteId', '=', ORG)
        .executeTakeFirst();
      if (!row) return DEFAULT_ORG_GOALS;
      const parsed = orgGoalsSchema.safeParse({
        conversionEvents: fromJson(row.conversionEvents, null),
        funnels: fromJson(row.funnels ?? 'null', null),
        revenueMetrics: fromJson(row.revenueMetrics ?? 'null', null),
      });
      return parsed.success ? parsed.data : DEFAULT_ORG_GOALS;
    },
    async setOrganisation(orgId, goals) {
      await write(orgId, ORG, {
        conversionEvents: toJson(goals.conversionEvents),
        funnelSteps: toJson(goals.funnels[0]?.steps ?? []),
        funnels: toJson(goals.funnels),
        revenueMetrics: toJson(goals.revenueMetrics),
      });
      return goals;
    },
    async forSites(orgId, siteIds) {
      const [org, rows] = await Promise.all([
        store.organisation(orgId),
        siteIds.length
          ? forOrg(hub.db, orgId)
              .selectFrom('analyticsGoals')
              .select(['siteId', 'conversionEvents', 'funnelSteps'])
              .where('siteId', 'in', siteIds)
              .execute()
          : [],
      ]);
      const inherited = siteGoalsOf(org);
      const map = new Map(siteIds.map((id) => [id, inherited]));
      for (const r of rows)
        map.set(r.siteId, {
          conversionEvents: fromJson<string[]>(r.conversionEvents, inherited.conversionEvents),
          funnelSteps: fromJson<string[]>(r.funnelSteps, inherited.funnelSteps),
        });
      return map;
    },
    async get(orgId, siteId) {
      return (await store.forSites(orgId, [siteId])).get(siteId) ?? siteGoalsOf(DEFAULT_ORG_GOALS);
    },
    async set(orgId, siteId, goals) {
      await write(orgId, siteId, {
        conversionEvents: toJson(goals.conversionEvents),
        funnelSteps: toJson(goals.funnelSteps),
        funnels: null,
        revenueMetrics: null,
      });
      return goals;
    },
    cached(orgId, siteId) {
      const hit = cache.get(siteId);
      const now = Date.now();
      if (hit && hit.orgId === orgId && now - hit.at < CACHE_MS) return hit.goals;
      return store.get(orgId, siteId).then((goals) => {
        cache.set(siteId, { orgId, goals, at: now });
        return goals;
      });
    },
  };
  return store;
}
