import { forOrg, newId, toIso } from '@ecohub/core';
import { isUniqueViolation, toBooking } from '../bookings/row.ts';
import type { BookingStore } from '../bookings/service.ts';
import type { SchedulerHub } from '../hub.ts';
import type { ExternalBooking } from './payload.ts';

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Stores a Cal.com booking by its uid: a webhook delivered twice, or seen again by the reconcile,
 * changes nothing the second time (no second activity, mail or event).
 */
export function calUpsert(hub: SchedulerHub, bookings: BookingStore) {
  return async function upsert(
    orgId: string,
    ext: ExternalBooking,
    opts: { onlyKnown?: boolean } = {},
  ): Promise<UpsertOutcome> {
    const scope = forOrg(hub.db, orgId);
    const start = toIso(new Date(ext.start));
    const end = toIso(new Date(ext.end));
    const find = () =>
      scope.selectFrom('schedulerBookings').selectAll().where('externalUid', '=', ext.uid).executeTakeFirst();
    let current = await find();
    const now = toIso(hub.clock.now());
    if (!current && opts.onlyKnown) return 'unchanged';
    if (!current) {
      const row = {
        id: newId(),
        source: 'calcom',
        externalUid: ext.uid,
        status: ext.status,
        startAt: start,
        endAt: end,
        name: ext.name,
        email: ext.email,
        notes: ext.notes,
        timeZone: null,
        videoUrl: ext.videoUrl,
        contactId: null,
        tokenHash: null,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await scope.insertInto('schedulerBookings', row).execute();
        await bookings.afterChange(
          orgId,
          toBooking({ ...row, orgId }),
          ext.status === 'cancelled' ? 'cancelled' : 'created',
          {
            timeZone: null,
            manageUrl: null,
          },
        );
        return 'created';
      } catch (err) {
        // The same delivery racing itself: the other one stored it.
        if (!isUniqueViolation(err)) throw err;
        current = await find();
        if (!current) throw err;
      }
    }
    // A cancellation keeps the time it had (a reschedule's old booking arrives with the new time).
    const time =
      ext.status === 'cancelled'
        ? { startAt: current.startAt, endAt: current.endAt }
        : { startAt: start, endAt: end };
    const same =
      current.status === ext.status && current.startAt === time.startAt && current.endAt === time.endAt;
    if (same) return 'unchanged';
    const next = { status: ext.status, ...time, videoUrl: ext.videoUrl ?? current.videoUrl, updatedAt: now };
    const r = await scope
      .updateTable('schedulerBookings')
      .set(next)
      .where('id', '=', current.id)
      .where('updatedAt', '=', current.updatedAt)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return 'unchanged';
    const change = ext.status === 'cancelled' ? 'cancelled' : 'rescheduled';
    await bookings.afterChange(orgId, toBooking({ ...current, ...next }), change, {
      timeZone: null,
      manageUrl: null,
      previousStart: current.startAt,
    });
    return 'updated';
  };
}

export type CalUpsert = ReturnType<typeof calUpsert>;
