import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDialects } from '@ecohub/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_JOB } from '../../shared/index.ts';
import { calSignature } from '../calcom/signature.ts';
import { schedulerHub } from './fixtures.ts';

const SECRET = 'cal-webhook-secret';

const delivery = (trigger: string, payload: Record<string, unknown>) =>
  JSON.stringify({ triggerEvent: trigger, createdAt: '2026-01-05T08:00:00.000Z', payload });

const booking = {
  uid: 'cal-uid-1',
  title: '30 min call',
  startTime: '2026-01-07T15:00:00.000Z',
  endTime: '2026-01-07T15:30:00.000Z',
  attendees: [{ name: 'Grace Hopper', email: 'grace@example.com', timeZone: 'America/New_York' }],
  additionalNotes: 'About the REOSS plan',
  metadata: { videoCallUrl: 'https://cal.example.com/video/abc' },
};

describe.each(testDialects)('Cal.com adapter on %s', (dialect) => {
  // A stand-in for a self-hosted Cal.com's API v2 (GET /v2/bookings).
  let api: { url: string; close(): Promise<void>; seen: string[] };
  beforeAll(async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.url} ${req.headers.authorization}`);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          status: 'success',
          data: [
            {
              uid: 'cal-uid-1',
              start: booking.startTime,
              end: booking.endTime,
              status: 'accepted',
              attendees: booking.attendees,
            },
            {
              uid: 'cal-missed',
              start: '2026-01-08T16:00:00.000Z',
              end: '2026-01-08T16:30:00.000Z',
              status: 'accepted',
              description: 'Booked while the hub was down',
              attendees: [{ name: 'Alan Turing', email: 'alan@example.com' }],
            },
          ],
          pagination: { hasNextPage: false },
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    api = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      seen,
      close: () => new Promise((r) => server.close(() => r())),
    };
  });
  afterAll(() => api.close());

  const send = (t: Awaited<ReturnType<typeof schedulerHub>>['t'], body: string, signature?: string) =>
    t.request('/api/scheduler/calcom/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-cal-signature-256': signature } : {}),
      },
      body,
    });

  it('upserts a signed booking once when delivered twice, refuses a bad signature, follows reschedule and cancel', async () => {
    const { t, platformId } = await schedulerHub(dialect, {
      CALCOM_ORIGIN: api.url,
      CALCOM_WEBHOOK_SECRET: SECRET,
    });
    try {
      const created = delivery('BOOKING_CREATED', booking);
      expect((await send(t, created, calSignature('wrong-secret', created))).status).toBe(401);
      expect((await send(t, created)).status).toBe(401);
      expect((await send(t, `${created} `, calSignature(SECRET, created))).status).toBe(401);
      expect(await t.hub.ctx.db.selectFrom('scheduler_bookings').select('id').execute()).toEqual([]);

      const first = await send(t, created, calSignature(SECRET, created));
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ uid: 'cal-uid-1', outcome: 'created' });
      const again = await send(t, created, calSignature(SECRET, created));
      expect(await again.json()).toEqual({ uid: 'cal-uid-1', outcome: 'unchanged' });

      const rows = await t.hub.ctx.db.selectFrom('scheduler_bookings').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        orgId: platformId,
        source: 'calcom',
        externalUid: 'cal-uid-1',
        status: 'confirmed',
        email: 'grace@example.com',
        notes: 'About the REOSS plan',
        videoUrl: 'https://cal.example.com/video/abc',
      });
      const contact = await t.hub.ctx.db.selectFrom('crm_contacts').selectAll().executeTakeFirstOrThrow();
      expect(contact).toMatchObject({ email: 'grace@example.com', status: 'qualified' });
      const activities = () =>
        t.hub.ctx.db
          .selectFrom('crm_activities')
          .select(['type', 'contactId'])
          .where('type', 'like', 'call_%')
          .execute();
      expect(await activities()).toEqual([{ type: 'call_booked', contactId: contact.id }]);
      // Cal.com's own mails reach the attendee: the hub sends none for its bookings.
      expect(await t.hub.ctx.db.selectFrom('outbox').select('id').execute()).toEqual([]);

      const moved = delivery('BOOKING_RESCHEDULED', {
        ...booking,
        uid: 'cal-uid-2',
        rescheduleUid: 'cal-uid-1',
        startTime: '2026-01-09T15:00:00.000Z',
        endTime: '2026-01-09T15:30:00.000Z',
      });
      expect((await send(t, moved, calSignature(SECRET, moved))).status).toBe(200);
      const cancelled = delivery('BOOKING_CANCELLED', {
        ...booking,
        uid: 'cal-uid-2',
        startTime: '2026-01-09T15:00:00.000Z',
        endTime: '2026-01-09T15:30:00.000Z',
      });
      expect(await (await send(t, cancelled, calSignature(SECRET, cancelled))).json()).toMatchObject({
        outcome: 'updated',
      });
      const after = await t.hub.ctx.db
        .selectFrom('scheduler_bookings')
        .select(['externalUid', 'status', 'startAt'])
        .orderBy('startAt')
        .execute();
      expect(after).toEqual([
        { externalUid: 'cal-uid-1', status: 'cancelled', startAt: '2026-01-07T15:00:00.000Z' },
        { externalUid: 'cal-uid-2', status: 'cancelled', startAt: '2026-01-09T15:00:00.000Z' },
      ]);

      const other = delivery('MEETING_ENDED', booking);
      expect(await (await send(t, other, calSignature(SECRET, other))).json()).toEqual({
        ignored: 'MEETING_ENDED',
      });
      const invalid = JSON.stringify({ triggerEvent: 'BOOKING_CREATED', payload: { uid: '' } });
      expect((await send(t, invalid, calSignature(SECRET, invalid))).status).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('tells the page to load the self-hosted Cal.com instead of the built-in booking', async () => {
    const { t, platformId } = await schedulerHub(dialect, {
      CALCOM_ORIGIN: `${api.url}/ignored`,
      CALCOM_LINK: 'team/strategy',
    });
    try {
      expect(await (await t.request('/api/scheduler/public/config')).json()).toEqual({
        orgId: platformId,
        orgName: 'Ecosystem Hub',
        provider: 'calcom',
        calcom: { origin: api.url, link: 'team/strategy' },
        supportEmail: 'support@ecohub.local',
        durationMinutes: 30,
        video: false,
      });
    } finally {
      await t.close();
    }
  });

  it('answers 404 when no webhook secret is configured', async () => {
    const { t } = await schedulerHub(dialect);
    try {
      const body = delivery('BOOKING_CREATED', booking);
      expect((await send(t, body, calSignature(SECRET, body))).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('reconciles nightly against the bookings API through the outbound client', async () => {
    const { t } = await schedulerHub(
      dialect,
      { CALCOM_ORIGIN: api.url, CALCOM_WEBHOOK_SECRET: SECRET, CALCOM_API_KEY: 'cal_live_key_123' },
      { OUTBOUND_ALLOW: '127.0.0.1' },
      true,
    );
    try {
      const created = delivery('BOOKING_CREATED', booking);
      await send(t, created, calSignature(SECRET, created));
      const jobId = await t.hub.ctx.jobs.enqueue(RECONCILE_JOB, {});
      const job = await t.hub.ctx.jobs.wait(jobId, 20_000);
      expect(job.error).toBeNull();
      expect(job.result).toEqual({ checked: 2, upserted: 1, skipped: false });
      expect(api.seen.at(-1)).toMatch(
        /^\/v2\/bookings\?afterStart=2026-01-04T08%3A00%3A00.000Z&take=100&skip=0 Bearer cal_live_key_123$/,
      );
      const rows = await t.hub.ctx.db
        .selectFrom('scheduler_bookings')
        .select(['externalUid', 'notes'])
        .orderBy('startAt')
        .execute();
      expect(rows).toEqual([
        { externalUid: 'cal-uid-1', notes: 'About the REOSS plan' },
        { externalUid: 'cal-missed', notes: 'Booked while the hub was down' },
      ]);
      const types = await t.hub.ctx.db
        .selectFrom('crm_activities')
        .select('type')
        .where('type', '=', 'call_booked')
        .execute();
      expect(types).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
