import { forOrg, num } from '@ecohub/core';
import type { MarketingStats } from '../../shared/stats.ts';
import type { MarketingHub } from '../hub.ts';
import type { ListService } from '../lists/service.ts';

/** First instant of the clock's calendar month (UTC). */
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)).toISOString();

/**
 * The four /marketing tiles: active campaigns, subscribers (distinct, subscribed, not
 * suppressed), open rate (human opens over delivered messages; machine opens excluded) and the
 * revenue attributed to messages this month.
 */
export function statsService(hub: MarketingHub, lists: ListService, currency: () => string) {
  return async (orgId: string): Promise<MarketingStats> => {
    const scope = forOrg(hub.db, orgId);
    const [active, delivered, revenue, subscribers] = await Promise.all([
      scope
        .selectFrom('marketingCampaigns')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'Active')
        .executeTakeFirstOrThrow(),
      scope
        .selectFrom('marketingRecipients')
        .select((eb) => [eb.fn.countAll().as('sent'), eb.fn.count('openedAt').as('opened')])
        .where('status', '=', 'sent')
        .executeTakeFirstOrThrow(),
      scope
        .selectFrom('marketingRecipients')
        .select((eb) => eb.fn.sum<number>('revenue').as('r'))
        .where('convertedAt', '>=', monthStart(hub.clock.now()))
        .executeTakeFirstOrThrow(),
      lists.subscriberCount(orgId),
    ]);
    const sent = num(delivered.sent);
    return {
      activeCampaigns: num(active.n),
      totalSubscribers: subscribers,
      openRate: sent ? Math.round((num(delivered.opened) / sent) * 1000) / 10 : 0,
      monthRevenue: num(revenue.r),
      currency: currency(),
    };
  };
}
