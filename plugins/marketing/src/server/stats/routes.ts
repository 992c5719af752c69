import { type HubApp, orgOf, requirePermission } from '@ecohub/core';
import type { MarketingStats } from '../../shared/stats.ts';
import type { ActivityLog } from './activity.ts';

/** The /marketing tiles and its Recent Activity list. */
export function statsRoutes(
  app: HubApp,
  stats: (orgId: string) => Promise<MarketingStats>,
  activity: ActivityLog,
): void {
  const READ = requirePermission('marketing:read', { allowDemo: true });
  app.get('/api/marketing/stats', READ, async (c) => c.json(await stats(orgOf(c))));
  app.get('/api/marketing/activity', READ, async (c) =>
    c.json({ activity: await activity.recent(orgOf(c)) }),
  );
}
