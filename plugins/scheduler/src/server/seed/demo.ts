import { type DemoSeedContext, forOrg, newId, toIso } from '@ecohub/core';
import { CALL_MINUTES } from '../../shared/index.ts';
import type { AvailabilityStore } from '../availability/service.ts';
import { addDays, localDate, zonedInstant } from '../availability/zoned.ts';
import type { SchedulerHub } from '../hub.ts';

const hours = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];

/** The demo organisation's hours (New York, weekdays, 15-minute buffer) and two synthetic calls. */
export async function seedDemoScheduler(
  hub: SchedulerHub,
  availability: AvailabilityStore,
  { orgId }: DemoSeedContext,
) {
  const timeZone = 'America/New_York';
  await availability.save(orgId, {
    timeZone,
    weekly: {
      sun: [],
      mon: hours,
      tue: hours,
      wed: hours,
      thu: hours,
      fri: [{ start: '09:00', end: '15:00' }],
      sat: [],
    },
    bufferMinutes: 15,
    minNoticeMinutes: 240,
    horizonDays: 30,
  });
  const existing = await forOrg(hub.db, orgId)
    .selectFrom('schedulerBookings')
    .select('id')
    .limit(1)
    .execute();
  if (existing.length) return;
  const today = localDate(hub.clock.now().getTime(), timeZone);
  const calls = [
    {
      day: 2,
      minutes: 10 * 60,
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      notes: 'Wants to see the CRM import.',
    },
    {
      day: 3,
      minutes: 14 * 60 + 45,
      name: 'Priya Natarajan',
      email: 'priya.n@example.com',
      notes: 'Pricing for 12 seats.',
    },
  ];
  const now = toIso(hub.clock.now());
  for (const call of calls) {
    const start = zonedInstant(addDays(today, call.day), call.minutes, timeZone);
    await forOrg(hub.db, orgId)
      .insertInto('schedulerBookings', {
        id: newId(),
        source: 'built-in',
        externalUid: null,
        status: 'confirmed',
        startAt: toIso(new Date(start)),
        endAt: toIso(new Date(start + CALL_MINUTES * 60_000)),
        name: call.name,
        email: call.email,
        notes: call.notes,
        timeZone,
        videoUrl: null,
        contactId: null,
        tokenHash: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
}
