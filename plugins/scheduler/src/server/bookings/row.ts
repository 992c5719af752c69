import { createHash, randomBytes } from 'node:crypto';
import type { Booking, BookingSource, BookingStatus } from '../../shared/index.ts';
import type { SchedulerTables } from '../db.ts';

type Row = SchedulerTables['schedulerBookings'];

export const toBooking = (r: Row): Booking => ({
  id: r.id,
  source: r.source as BookingSource,
  status: r.status as BookingStatus,
  start: r.startAt,
  end: r.endAt,
  name: r.name,
  email: r.email,
  notes: r.notes,
  videoUrl: r.videoUrl,
  contactId: r.contactId,
  createdAt: r.createdAt,
});

/** A manage token: 32 random bytes; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The meeting URL of a booking from the configured template, or null when none is configured. */
export function videoUrl(template: string | undefined, bookingId: string): string | null {
  if (!template) return null;
  const uid = randomBytes(9).toString('base64url');
  return template.replaceAll('{id}', bookingId).replaceAll('{uid}', uid);
}

/** A unique-index violation on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
