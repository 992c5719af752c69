import { DEMO_HEADER, seedDemo } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY } from '../../shared/index.ts';
import { down, up } from '../migrations/2026-11-24T00-scheduler.ts';
import { book, schedulerHub } from './fixtures.ts';

const berlin = {
  ...DEFAULT_AVAILABILITY,
  timeZone: 'Europe/Berlin',
  weekly: { ...DEFAULT_AVAILABILITY.weekly, mon: [{ start: '10:00', end: '11:30' }], tue: [] },
  bufferMinutes: 15,
  minNoticeMinutes: 0,
};

describe.each(testDialects)('scheduler administration on %s', (dialect) => {
  it("lets admins set their organisation's hours, keeps them to it, and validates them", async () => {
    const { t } = await schedulerHub(dialect);
    try {
      const admin = await t.signedIn({ role: 'admin' });
      const member = await t.signedIn({ role: 'member', orgId: admin.orgId });
      const other = await t.signedIn({ role: 'owner' });
      expect(await (await admin.agent.get('/api/scheduler/availability')).json()).toEqual(
        DEFAULT_AVAILABILITY,
      );
      expect((await member.agent.put('/api/scheduler/availability', berlin)).status).toBe(403);
      const saved = await admin.agent.put('/api/scheduler/availability', berlin);
      expect(saved.status).toBe(200);
      expect(await (await member.agent.get('/api/scheduler/availability')).json()).toEqual(berlin);
      expect(await (await other.agent.get('/api/scheduler/availability')).json()).toEqual(
        DEFAULT_AVAILABILITY,
      );

      // Monday 10:00 and 10:45 Berlin (09:00 and 09:45 UTC): 30 minutes plus a 15-minute buffer.
      const slots = await (await t.request(`/api/scheduler/public/slots?org=${admin.orgId}&days=2`)).json();
      expect(slots).toEqual({
        timeZone: 'Europe/Berlin',
        durationMinutes: 30,
        slots: ['2026-01-05T09:00:00.000Z', '2026-01-05T09:45:00.000Z'],
      });
      expect(
        (await book(t, { org: admin.orgId, start: slots.slots[0], name: 'Kim', email: 'kim@example.com' }))
          .status,
      ).toBe(201);
      const list = await (await member.agent.get('/api/scheduler/bookings')).json();
      expect(list.bookings.map((b: { email: string }) => b.email)).toEqual(['kim@example.com']);
      expect(await (await other.agent.get('/api/scheduler/bookings')).json()).toEqual({ bookings: [] });

      const bad = await admin.agent.put('/api/scheduler/availability', {
        ...berlin,
        timeZone: 'Mars/Olympus',
        weekly: { ...berlin.weekly, wed: [{ start: '17:00', end: '09:00' }] },
        bufferMinutes: -1,
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual([
        'bufferMinutes',
        'timeZone',
        'weekly.wed.0.end',
      ]);
      expect((await t.request('/api/scheduler/availability')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('seeds the demo organisation with hours and two calls the public demo can read', async () => {
    const { t } = await schedulerHub(dialect);
    try {
      const demo = await seedDemo(t.hub);
      expect(demo.plugins).toContain('scheduler');
      const headers = { [DEMO_HEADER]: '1' };
      const hours = await (await t.request('/api/scheduler/availability', { headers })).json();
      expect(hours).toMatchObject({ timeZone: 'America/New_York', bufferMinutes: 15 });
      const { bookings } = await (await t.request('/api/scheduler/bookings', { headers })).json();
      expect(bookings.map((b: { name: string }) => b.name)).toEqual(['Jordan Rivera', 'Priya Natarajan']);
      const write = await t.request('/api/scheduler/availability', {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(hours),
      });
      expect(write.status).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('migrates down and up; the partial index refuses a second confirmed call at one start only', async () => {
    const { t, platformId } = await schedulerHub(dialect);
    try {
      const db = t.hub.ctx.db;
      const row = (id: string, status: string, source = 'built-in') => ({
        id,
        orgId: platformId,
        source,
        externalUid: source === 'calcom' ? id : null,
        status,
        startAt: '2026-01-05T10:00:00.000Z',
        endAt: '2026-01-05T10:30:00.000Z',
        name: 'x',
        email: 'x@example.com',
        notes: '',
        createdAt: 'now',
        updatedAt: 'now',
      });
      await db.insertInto('scheduler_bookings').values(row('a', 'confirmed')).execute();
      await expect(
        db.insertInto('scheduler_bookings').values(row('b', 'confirmed')).execute(),
      ).rejects.toThrow();
      await db.insertInto('scheduler_bookings').values(row('c', 'cancelled')).execute();
      await db
        .insertInto('scheduler_bookings')
        .values(row('d', 'confirmed', 'calcom'))
        .execute();
      await down(db);
      await up(db);
      const n = await sql<{ n: number }>`select count(*) as n from scheduler_bookings`.execute(db);
      expect(Number(n.rows[0]?.n)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
