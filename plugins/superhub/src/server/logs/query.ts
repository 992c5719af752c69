import { forOrg, fromJson } from '@ecohub/core';
import type { EventFact, EventQuery } from '../../shared/services.ts';
import type { SuperhubHub } from '../hub.ts';

/** Rows one query answers at most (newest first): a guard, not a page size. */
export const EVENT_QUERY_MAX = 50_000;

/** The organisation's stored events for another plugin (cross-sales), newest first, data parsed. */
export function eventQuery(hub: SuperhubHub) {
  return async (orgId: string, q: EventQuery = {}): Promise<EventFact[]> => {
    let query = forOrg(hub.db, orgId)
      .selectFrom('superhubEvents')
      .select(['appId', 'source', 'event', 'status', 'userKey', 'data', 'occurredAt']);
    if (q.since) query = query.where('occurredAt', '>=', q.since);
    if (q.names?.length) query = query.where('event', 'in', q.names);
    if (q.withUser) query = query.where('userKey', 'is not', null);
    const rows = await query
      .orderBy('occurredAt', 'desc')
      .limit(Math.min(q.limit ?? EVENT_QUERY_MAX, EVENT_QUERY_MAX))
      .execute();
    return rows.map((r) => ({
      appId: r.appId,
      source: r.source,
      event: r.event,
      status: r.status,
      user: r.userKey,
      data: fromJson<Record<string, unknown>>(r.data, {}),
      occurredAt: r.occurredAt,
    }));
  };
}
