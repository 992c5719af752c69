import { badRequest, conflict, coreServices, forOrg, newId, notFound, toIso } from '@ecohub/core';
import type {} from '../../shared/events.ts';
import {
  type Booking,
  type BookingCreated,
  type BookingInput,
  bookingInputSchema,
  CALL_MINUTES,
  type SlotsAnswer,
} from '../../shared/index.ts';
import type { AvailabilityStore } from '../availability/service.ts';
import { freeSlots } from '../availability/slots.ts';
import { localDate } from '../availability/zoned.ts';
import type { CrmLink } from '../crm/link.ts';
import type { SchedulerHub } from '../hub.ts';
import { type Change, notify } from './notify.ts';
import { hashToken, isUniqueViolation, newToken, toBooking, videoUrl } from './row.ts';

const TAKEN = 'This time is no longer available';
const CALL_MS = CALL_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/**
 * Built-in bookings. The slot rules live in `freeSlots`; the guarantee against double booking is
 * the database's: a partial unique index on (org, start) of confirmed built-in calls, so of two
 * concurrent requests for one slot exactly one insert succeeds and the other answers 409.
 */
export function bookingStore(hub: SchedulerHub, availability: AvailabilityStore, crm: CrmLink) {
  const orgs = hub.use(coreServices).orgs;
  const bus = hub.events;

  const busy = async (orgId: string, from: number, to: number, except?: string) => {
    let q = forOrg(hub.db, orgId)
      .selectFrom('schedulerBookings')
      .select(['id', 'startAt', 'endAt'])
      .where('status', '=', 'confirmed')
      .where('startAt', '<', toIso(new Date(to + DAY_MS)))
      .where('endAt', '>', toIso(new Date(from - DAY_MS)));
    if (except) q = q.where('id', '!=', except);
    return (await q.execute()).map((r) => ({ start: Date.parse(r.startAt), end: Date.parse(r.endAt) }));
  };

  async function slots(
    orgId: string,
    q: { from?: string; days: number },
    except?: string,
  ): Promise<SlotsAnswer> {
    const a = await availability.get(orgId);
    const now = hub.clock.now().getTime();
    const from = q.from ?? localDate(now, a.timeZone);
    const start = Date.parse(`${from}T00:00:00Z`);
    const taken = await busy(orgId, start, start + q.days * DAY_MS, except);
    const free = freeSlots(a, from, q.days, now, taken);
    return {
      timeZone: a.timeZone,
      durationMinutes: CALL_MINUTES,
      slots: free.map((s) => toIso(new Date(s))),
    };
  }

  /** 400 when the start is not one the organisation offers at all, 409 when it is taken. */
  async function assertOffered(orgId: string, startMs: number, except?: string): Promise<void> {
    const a = await availability.get(orgId);
    const from = localDate(startMs, a.timeZone);
    const free = (await slots(orgId, { from, days: 1 }, except)).slots.map(Date.parse);
    if (free.includes(startMs)) return;
    const any = freeSlots(a, from, 1, hub.clock.now().getTime(), []);
    if (any.includes(startMs)) throw conflict(TAKEN);
    throw badRequest('Invalid request', [{ path: 'start', message: 'This time is not offered' }]);
  }

  const manageUrl = (id: string, token: string) =>
    `${hub.config.publicUrl}/scheduler?booking=${id}&token=${encodeURIComponent(token)}`;

  const orgName = async (orgId: string) => (await orgs.get(orgId))?.name ?? 'Ecosystem Hub';

  /** The activity, the mail with its invitation, and the bus event of a change. */
  async function afterChange(
    orgId: string,
    b: Booking,
    change: Change,
    opts: { timeZone: string | null; manageUrl: string | null; previousStart?: string },
  ): Promise<Booking> {
    const name = await orgName(orgId);
    const verb = { created: 'booked', rescheduled: 'rescheduled', cancelled: 'cancelled' }[change];
    const contactId = await crm.record(orgId, b, `call_${verb}` as 'call_booked', b.start);
    if (contactId && contactId !== b.contactId) {
      await forOrg(hub.db, orgId)
        .updateTable('schedulerBookings')
        .set({ contactId })
        .where('id', '=', b.id)
        .execute();
      b = { ...b, contactId };
    }
    if (b.source === 'built-in') {
      const sequence = Math.max(0, Math.floor((hub.clock.now().getTime() - Date.parse(b.createdAt)) / 1000));
      try {
        await notify(hub, orgId, b, change, { orgName: name, ...opts, sequence });
      } catch (err) {
        hub.log.warn({ err, bookingId: b.id }, 'scheduler: the booking mail could not be sent');
      }
    }
    const payload = {
      orgId,
      bookingId: b.id,
      source: b.source,
      contactId: b.contactId,
      name: b.name,
      email: b.email,
      start: b.start,
      end: b.end,
      videoUrl: b.videoUrl,
    };
    if (change === 'created') await bus.emit('scheduler.booking-created', payload);
    else if (change === 'cancelled') await bus.emit('scheduler.booking-cancelled', payload);
    else
      await bus.emit('scheduler.booking-rescheduled', {
        ...payload,
        previousStart: opts.previousStart ?? b.start,
      });
    return b;
  }

  /** A booking by id and its manage token; a wrong token is a 404 like an unknown id. */
  async function byToken(id: string, token: string) {
    // Cross-tenant on purpose: the visitor holds no session, the token is the authority.
    const r = await hub.db
      .selectFrom('schedulerBookings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r?.tokenHash || r.tokenHash !== hashToken(token)) throw notFound('Booking not found');
    return r;
  }

  return {
    slots,
    busy,
    afterChange,

    async create(orgId: string, input: BookingInput): Promise<BookingCreated> {
      const data = bookingInputSchema.parse(input);
      const startMs = Date.parse(data.start);
      await assertOffered(orgId, startMs);
      const id = newId();
      const token = newToken();
      const now = toIso(hub.clock.now());
      const row = {
        id,
        source: 'built-in',
        externalUid: null,
        status: 'confirmed',
        startAt: toIso(new Date(startMs)),
        endAt: toIso(new Date(startMs + CALL_MS)),
        name: data.name,
        email: data.email,
        notes: data.notes,
        timeZone: data.timeZone ?? null,
        videoUrl: videoUrl(hub.settings.SCHEDULER_VIDEO_URL_TEMPLATE, id),
        contactId: null,
        tokenHash: hashToken(token),
        createdAt: now,
        updatedAt: now,
      };
      try {
        await forOrg(hub.db, orgId).insertInto('schedulerBookings', row).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(TAKEN);
        throw err;
      }
      const url = manageUrl(id, token);
      const booking = await afterChange(orgId, toBooking({ ...row, orgId }), 'created', {
        timeZone: row.timeZone,
        manageUrl: url,
      });
      return { booking, token, manageUrl: url };
    },

    async find(id: string, token: string): Promise<Booking & { orgId: string }> {
      const r = await byToken(id, token);
      return { ...toBooking(r), orgId: r.orgId };
    },

    async cancel(id: string, token: string): Promise<Booking> {
      const r = await byToken(id, token);
      if (r.status === 'cancelled') return toBooking(r);
      const updatedAt = toIso(hub.clock.now());
      await forOrg(hub.db, r.orgId)
        .updateTable('schedulerBookings')
        .set({ status: 'cancelled', updatedAt })
        .where('id', '=', id)
        .execute();
      return afterChange(r.orgId, toBooking({ ...r, status: 'cancelled', updatedAt }), 'cancelled', {
        timeZone: r.timeZone,
        manageUrl: null,
      });
    },

    async reschedule(id: string, token: string, start: string): Promise<Booking> {
      const r = await byToken(id, token);
      if (r.status !== 'confirmed') throw conflict('This booking is cancelled');
      const startMs = Date.parse(start);
      await assertOffered(r.orgId, startMs, id);
      const next = {
        startAt: toIso(new Date(startMs)),
        endAt: toIso(new Date(startMs + CALL_MS)),
        updatedAt: toIso(hub.clock.now()),
      };
      try {
        await forOrg(hub.db, r.orgId)
          .updateTable('schedulerBookings')
          .set(next)
          .where('id', '=', id)
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(TAKEN);
        throw err;
      }
      return afterChange(r.orgId, toBooking({ ...r, ...next }), 'rescheduled', {
        timeZone: r.timeZone,
        manageUrl: manageUrl(id, token),
        previousStart: r.startAt,
      });
    },

    /** The organisation's bookings from `from` on (admins' tab), soonest first. */
    async list(orgId: string, from: Date, limit = 200): Promise<Booking[]> {
      const rows = await forOrg(hub.db, orgId)
        .selectFrom('schedulerBookings')
        .selectAll()
        .where('endAt', '>=', toIso(from))
        .orderBy('startAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toBooking);
    },
  };
}

export type BookingStore = ReturnType<typeof bookingStore>;
