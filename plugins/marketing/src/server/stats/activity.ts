import { forOrg, newId, toIso } from '@ecohub/core';
import type { MarketingActivity } from '../../shared/stats.ts';
import type { MarketingDb, MarketingHub } from '../hub.ts';

/** The Recent Activity list of /marketing: what sends, opens, clicks and unsubscribes did. */
export function activityLog(hub: MarketingHub) {
  return {
    async record(
      orgId: string,
      a: { type: string; email?: string; detail: string; campaignId?: string | null },
      db: MarketingDb = hub.db,
    ): Promise<void> {
      await forOrg(db, orgId)
        .insertInto('marketingActivity', {
          id: newId(),
          type: a.type,
          email: a.email ?? '',
          detail: a.detail,
          campaignId: a.campaignId ?? null,
          createdAt: toIso(hub.clock.now()),
        })
        .execute();
    },
    recent: (orgId: string, limit = 10): Promise<MarketingActivity[]> =>
      forOrg(hub.db, orgId)
        .selectFrom('marketingActivity')
        .select(['id', 'type', 'email', 'detail', 'campaignId', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
export type ActivityLog = ReturnType<typeof activityLog>;
