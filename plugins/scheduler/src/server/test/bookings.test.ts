import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '../../shared/index.ts';
import { book, FIRST_SLOT, schedulerHub, vevents } from './fixtures.ts';

const ada = {
  start: FIRST_SLOT,
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  notes: 'Pricing for 5 seats',
};

describe.each(testDialects)('scheduler bookings on %s', (dialect) => {
  it('offers 30-minute slots of the platform organisation and books one with contact, activity, mail and event', async () => {
    const { t, platformId } = await schedulerHub(dialect, {
      SCHEDULER_VIDEO_URL_TEMPLATE: 'https://meet.example.com/hub-{id}',
    });
    try {
      const events: BookingEvent[] = [];
      t.hub.ctx.events.on('scheduler.booking-created', (e) => {
        events.push(e);
      });
      const slots = await (await t.request('/api/scheduler/public/slots?days=1')).json();
      expect(slots.timeZone).toBe('UTC');
      expect(slots.durationMinutes).toBe(30);
      // 10:00 (2 h notice from 08:00) to 16:30, every 30 minutes.
      expect(slots.slots[0]).toBe(FIRST_SLOT);
      expect(slots.slots).toHaveLength(14);
      expect(slots.slots.at(-1)).toBe('2026-01-05T16:30:00.000Z');

      const res = await book(t, ada);
      expect(res.status).toBe(201);
      const created = await res.json();
      expect(created.booking).toMatchObject({
        status: 'confirmed',
        start: FIRST_SLOT,
        end: '2026-01-05T10:30:00.000Z',
        name: 'Ada Lovelace',
        videoUrl: `https://meet.example.com/hub-${created.booking.id}`,
      });
      expect(created.manageUrl).toContain(`/scheduler?booking=${created.booking.id}&token=`);

      // The contact, qualified, and the activity on it.
      const contacts = await t.hub.ctx.db
        .selectFrom('crm_contacts')
        .selectAll()
        .where('orgId', '=', platformId)
        .execute();
      expect(contacts).toHaveLength(1);
      expect(contacts[0]).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada@Example.com',
        status: 'qualified',
        source: 'scheduler',
      });
      expect(created.booking.contactId).toBe(contacts[0].id);
      const activities = await t.hub.ctx.db
        .selectFrom('crm_activities')
        .selectAll()
        .where('orgId', '=', platformId)
        .where('type', '=', 'call_booked')
        .execute();
      expect(activities).toHaveLength(1);
      expect(activities[0].contactId).toBe(contacts[0].id);
      expect(events).toEqual([
        expect.objectContaining({
          orgId: platformId,
          bookingId: created.booking.id,
          contactId: contacts[0].id,
          source: 'built-in',
        }),
      ]);

      // The mail in the outbox carries invite.ics: a valid VEVENT of the call.
      const mail = await t.hub.ctx.db
        .selectFrom('outbox')
        .selectAll()
        .where('toAddress', '=', 'Ada@Example.com')
        .executeTakeFirstOrThrow();
      expect(mail.template).toBe('scheduler-booking');
      expect(mail.text).toContain(created.manageUrl);
      const [attachment] = JSON.parse(mail.attachments ?? '[]');
      expect(attachment).toMatchObject({
        filename: 'invite.ics',
        contentType: 'text/calendar; method=REQUEST',
      });
      const cal = vevents(attachment.content);
      expect(cal.method).toBe('REQUEST');
      expect(cal.events).toHaveLength(1);
      const ev = cal.events[0]!;
      expect(ev.uid).toBe(`${created.booking.id}@ecohub`);
      expect(ev.startDate.toJSDate().toISOString()).toBe(FIRST_SLOT);
      expect(ev.endDate.toJSDate().toISOString()).toBe('2026-01-05T10:30:00.000Z');
      expect(ev.location).toBe(created.booking.videoUrl);
      expect(ev.attendees[0]?.getFirstValue()).toBe('mailto:Ada@Example.com');

      // The slot is gone for the next visitor; a second booking by the same person reuses the contact.
      const after = await (await t.request('/api/scheduler/public/slots?days=1')).json();
      expect(after.slots).not.toContain(FIRST_SLOT);
      expect(
        (await book(t, { ...ada, email: 'ada@example.com', start: '2026-01-05T11:00:00.000Z' })).status,
      ).toBe(201);
      expect(await t.hub.ctx.db.selectFrom('crm_contacts').select('id').execute()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('cancels and reschedules with the link from the mail, and refuses a wrong token', async () => {
    const { t } = await schedulerHub(dialect);
    try {
      const { booking, token } = await (await book(t, ada)).json();
      const base = `/api/scheduler/public/bookings/${booking.id}`;
      const post = (path: string, body: unknown) =>
        t.request(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await t.request(`${base}?token=${'x'.repeat(43)}`)).status).toBe(404);
      expect((await (await t.request(`${base}?token=${token}`)).json()).start).toBe(FIRST_SLOT);

      const moved = await post('/reschedule', { token, start: '2026-01-06T09:00:00.000Z' });
      expect(moved.status).toBe(200);
      expect(await moved.json()).toMatchObject({
        start: '2026-01-06T09:00:00.000Z',
        end: '2026-01-06T09:30:00.000Z',
      });
      // The old time is free again.
      const slots = await (await t.request('/api/scheduler/public/slots?days=1')).json();
      expect(slots.slots).toContain(FIRST_SLOT);
      expect((await post('/reschedule', { token, start: '2026-01-06T03:00:00.000Z' })).status).toBe(400);

      const cancelled = await post('/cancel', { token });
      expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
      const mails = await t.hub.ctx.db
        .selectFrom('outbox')
        .select(['subject', 'attachments'])
        .orderBy('createdAt')
        .execute();
      expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Confirmed', 'Rescheduled', 'Cancelled']);
      const cancel = vevents(JSON.parse(mails[2]!.attachments!)[0].content);
      expect(cancel.method).toBe('CANCEL');
      // A cancelled call's slot can be booked again.
      expect((await book(t, { ...ada, start: '2026-01-06T09:00:00.000Z' })).status).toBe(201);
      const types = await t.hub.ctx.db
        .selectFrom('crm_activities')
        .select('type')
        .where('type', 'like', 'call_%')
        .orderBy('createdAt')
        .execute();
      expect(types.map((a) => a.type).sort()).toEqual([
        'call_booked',
        'call_booked',
        'call_cancelled',
        'call_rescheduled',
      ]);
    } finally {
      await t.close();
    }
  });

  it('answers 400 with field issues for bad input and times not offered', async () => {
    const { t } = await schedulerHub(dialect);
    try {
      const bad = await book(t, { start: 'soon', name: ' ', email: 'nope', extra: 1 });
      expect(bad.status).toBe(400);
      const paths = (await bad.json()).issues.map((i: { path: string }) => i.path).sort();
      expect(paths).toEqual(['', 'email', 'name', 'start']);
      const sunday = await book(t, { ...ada, start: '2026-01-04T10:00:00.000Z' });
      expect(sunday.status).toBe(400);
      expect((await sunday.json()).issues).toEqual([{ path: 'start', message: 'This time is not offered' }]);
      expect((await book(t, { ...ada, start: '2026-01-05T10:15:00.000Z' })).status).toBe(400);
      expect((await book(t, { ...ada, start: '2026-01-05T09:00:00.000Z' })).status).toBe(400); // inside the notice
      expect((await t.request('/api/scheduler/public/slots?days=99')).status).toBe(400);
      expect((await t.request('/api/scheduler/public/slots?org=not-a-uuid')).status).toBe(400);
      const unknown = await t.request('/api/scheduler/public/slots?org=00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
