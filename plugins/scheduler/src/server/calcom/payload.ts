import { z } from 'zod';

const attendee = z.object({ name: z.string().max(200).default(''), email: z.email().max(254) }).loose();

/** The parts of Cal.com's webhook body the scheduler reads (unknown fields are ignored). */
export const calWebhookSchema = z
  .object({
    triggerEvent: z.string().max(64),
    payload: z
      .object({
        uid: z.string().min(1).max(200),
        startTime: z.iso.datetime({ offset: true }),
        endTime: z.iso.datetime({ offset: true }),
        attendees: z.array(attendee).min(1).max(100),
        additionalNotes: z.string().max(5000).nullish(),
        description: z.string().max(5000).nullish(),
        rescheduleUid: z.string().max(200).nullish(),
        metadata: z
          .object({ videoCallUrl: z.string().max(2000).nullish() })
          .loose()
          .nullish(),
      })
      .loose(),
  })
  .loose();

export const CAL_TRIGGERS = ['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED'] as const;

/** A booking of Cal.com's API v2 (GET /v2/bookings). */
export const calApiBookingSchema = z
  .object({
    uid: z.string().min(1).max(200),
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    status: z.string().max(32),
    description: z.string().max(5000).nullish(),
    meetingUrl: z.string().max(2000).nullish(),
    attendees: z.array(attendee).min(1),
  })
  .loose();

export const calApiPageSchema = z
  .object({
    data: z.array(z.unknown()),
    pagination: z.object({ hasNextPage: z.boolean().optional() }).loose().optional(),
  })
  .loose();

/** What the scheduler stores of a Cal.com booking. */
export interface ExternalBooking {
  uid: string;
  status: 'confirmed' | 'cancelled';
  start: string;
  end: string;
  name: string;
  email: string;
  notes: string;
  videoUrl: string | null;
}
