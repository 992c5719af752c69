import { z } from 'zod';
import type { BookingSource, BookingStatus } from './constants.ts';

const orgParam = z.uuid('Unknown organisation').optional();
const name = z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters');
const email = z.email({ message: 'Please enter a valid email address' }).trim().max(254);
const notes = z.string().trim().max(2000, 'Notes are at most 2,000 characters');
const start = z.iso.datetime({ offset: true, message: 'Pick a time' });
const token = z.string().min(20).max(100);

/** GET /api/scheduler/public/slots; `org` defaults to the platform organisation. */
export const slotsQuerySchema = z
  .object({
    org: orgParam,
    from: z.iso.date().optional(),
    days: z.coerce.number().int().min(1).max(31).default(7),
  })
  .strict();

export const orgQuerySchema = z.object({ org: orgParam }).strict();

/** POST /api/scheduler/public/bookings */
export const bookingInputSchema = z
  .object({
    org: orgParam,
    start,
    name,
    email,
    notes: notes.default(''),
    /** The visitor's time zone, for the invitation text. */
    timeZone: z.string().max(64).optional(),
  })
  .strict();
export type BookingInput = z.input<typeof bookingInputSchema>;

export const manageQuerySchema = z.object({ token }).strict();
export const cancelSchema = z.object({ token }).strict();
export const rescheduleSchema = z.object({ token, start }).strict();
export const bookingIdSchema = z.object({ id: z.uuid() });

/** A booking as the visitor who made it, and the organisation's admins, see it. */
export interface Booking {
  id: string;
  source: BookingSource;
  status: BookingStatus;
  start: string;
  end: string;
  name: string;
  email: string;
  notes: string;
  videoUrl: string | null;
  contactId: string | null;
  createdAt: string;
}

export interface BookingCreated {
  booking: Booking;
  /** Secret of the cancel and reschedule links (also in the confirmation mail). */
  token: string;
  manageUrl: string;
}

export interface SlotsAnswer {
  timeZone: string;
  durationMinutes: number;
  slots: string[];
}

/** GET /api/scheduler/public/config: how the page books for this organisation. */
export interface SchedulerPublicConfig {
  orgId: string | null;
  orgName: string | null;
  provider: 'built-in' | 'calcom';
  calcom: { origin: string; link: string } | null;
  supportEmail: string;
  durationMinutes: number;
  video: boolean;
}
