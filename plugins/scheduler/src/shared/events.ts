import type { BookingSource } from './constants.ts';

/** A booking, as drips and workflows receive it on the hub's bus. */
export interface BookingEvent {
  orgId: string;
  bookingId: string;
  source: BookingSource;
  contactId: string | null;
  name: string;
  email: string;
  start: string;
  end: string;
  videoUrl: string | null;
}

declare module '@ecohub/core' {
  interface HubEvents {
    'scheduler.booking-created': BookingEvent;
    'scheduler.booking-rescheduled': BookingEvent & { previousStart: string };
    'scheduler.booking-cancelled': BookingEvent;
  }
}
