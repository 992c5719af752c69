import { forOrg, num } from '@ecohub/core';
import type { AppTotals } from '../../shared/services.ts';
import type { SuperhubHub } from '../hub.ts';

/** Events of the given names one app of the organisation has stored, by name (0 for names without any). */
export async function countEvents(
  hub: SuperhubHub,
  orgId: string,
  appId: string,
  events: string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(events.map((e) => [e, 0]));
  if (events.length === 0) return counts;
  const rows = await forOrg(hub.db, orgId)
    .selectFrom('superhubEvents')
    .select(['event', (eb) => eb.fn.countAll().as('n')])
    .where('appId', '=', appId)
    .where('event', 'in', events)
    .groupBy('event')
    .execute();
  for (const r of rows) counts[r.event] = num(r.n);
  return counts;
}

/** Each app's running totals in the organisation (kept by the group commit; none for an app without events). */
export async function appTotals(hub: SuperhubHub, orgId: string): Promise<AppTotals[]> {
  const rows = await forOrg(hub.db, orgId)
    .selectFrom('superhubAppCounters')
    .select(['appId', 'events', 'errors', 'lastEventAt'])
    .execute();
  return rows.map((r) => ({
    appId: r.appId,
    events: num(r.events),
    errors: num(r.errors),
    lastEventAt: r.lastEventAt,
  }));
}
