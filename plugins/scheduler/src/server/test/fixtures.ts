import { coreServices } from '@ecohub/core';
import { createTestHub, FakeClock, type TestDialect } from '@ecohub/core/testing';
import crm from '@ecohub/plugin-crm';
import ICAL from 'ical.js';
import scheduler from '../index.ts';

/** Monday 5 January 2026, 08:00 UTC: the default hours (weekdays 09–17 UTC, 2 h notice) start at 10:00. */
export const MONDAY_8AM = Date.parse('2026-01-05T08:00:00Z');
export const FIRST_SLOT = '2026-01-05T10:00:00.000Z';

export async function schedulerHub(
  dialect: TestDialect,
  config: Record<string, unknown> = {},
  hubConfig: Record<string, unknown> = {},
  startJobs = false,
) {
  const clock = new FakeClock(MONDAY_8AM);
  const t = await createTestHub({
    dialect,
    clock,
    plugins: [crm, scheduler],
    config: hubConfig,
    startJobs,
    pluginConfig: { scheduler: config },
  });
  const platform = await t.hub.ctx.use(coreServices).orgs.create({ name: 'Ecosystem Hub', isPlatform: true });
  return { t, clock, platformId: platform.id };
}

export const book = (t: Awaited<ReturnType<typeof schedulerHub>>['t'], body: Record<string, unknown>) =>
  t.request('/api/scheduler/public/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The VEVENTs of an iCalendar text, parsed by ical.js (an independent parser). */
export function vevents(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  return {
    method: cal.getFirstPropertyValue('method'),
    events: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}
