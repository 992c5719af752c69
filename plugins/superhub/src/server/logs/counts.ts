import { forOrg, num } from '@ecohub/core';
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
