/** Spec 002 "Schedule a Call" and §9: the call is 30 minutes, by video, one to one. */
export const CALL_MINUTES = 30;

/** Days ahead the slot picker shows at once. */
export const SLOT_DAYS = 7;

/** Who a booking came from. */
export const BOOKING_SOURCES = ['built-in', 'calcom'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
