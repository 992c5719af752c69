import { coreServices } from '@ecohub/core';
import { FakeClock, hubOn, sharedDatabase, testDialects } from '@ecohub/core/testing';
import crm from '@ecohub/plugin-crm';
import { describe, expect, it } from 'vitest';
import scheduler from '../index.ts';
import { FIRST_SLOT, MONDAY_8AM } from './fixtures.ts';

describe.each(testDialects)('double booking on %s', (dialect) => {
  it('lets exactly one of many concurrent requests for a slot win, across two hub processes', async () => {
    const db = await sharedDatabase(dialect);
    const a = await hubOn(db.open(), [crm, scheduler], new FakeClock(MONDAY_8AM));
    const b = await hubOn(db.open(), [crm, scheduler], new FakeClock(MONDAY_8AM));
    try {
      const platform = await a.ctx.use(coreServices).orgs.create({ name: 'Platform', isPlatform: true });
      const post = (hub: typeof a, i: number) =>
        hub.app.request('http://localhost:3000/api/scheduler/public/bookings', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ start: FIRST_SLOT, name: `Visitor ${i}`, email: `visitor${i}@example.com` }),
        });
      // Fired together: both hubs hold their own connections, so the inserts really race.
      const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => post(i % 2 ? a : b, i)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      const lost = await answers.find((r) => r.status === 409)!.json();
      expect(lost).toEqual({ message: 'This time is no longer available', code: 'conflict' });
      const rows = await a.ctx.db
        .selectFrom('scheduler_bookings')
        .selectAll()
        .where('orgId', '=', platform.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].startAt).toBe(FIRST_SLOT);
    } finally {
      await a.stop();
      await b.stop();
      await db.drop();
    }
  });
});
