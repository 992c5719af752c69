import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './constants.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use HH:MM (24-hour)');
const minutes = (v: string) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3));

export const intervalSchema = z
  .object({ start: hhmm, end: hhmm })
  .refine((i) => minutes(i.end) > minutes(i.start), { message: 'End must be after start', path: ['end'] });
export type Interval = z.output<typeof intervalSchema>;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z.string().trim().min(1).max(64).refine(isTimeZone, 'Unknown time zone');

/** An organisation's booking hours: weekly intervals in its time zone, a buffer and a minimum notice. */
export const availabilitySchema = z
  .object({
    timeZone: timeZoneSchema,
    weekly: z.object(
      Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(intervalSchema).max(6)])) as Record<
        Weekday,
        z.ZodArray<typeof intervalSchema>
      >,
    ),
    /** Free minutes kept after each call (and before the next). */
    bufferMinutes: z.number().int().min(0).max(240),
    /** How long before a slot a visitor may still book it. */
    minNoticeMinutes: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 30),
    /** How far ahead slots are offered. */
    horizonDays: z.number().int().min(1).max(365),
  })
  .strict();
export type Availability = z.output<typeof availabilitySchema>;

const workday = [{ start: '09:00', end: '17:00' }];

/** What an organisation that saved nothing offers: weekdays 09:00–17:00 UTC, 2 hours' notice. */
export const DEFAULT_AVAILABILITY: Availability = {
  timeZone: 'UTC',
  weekly: { sun: [], mon: workday, tue: workday, wed: workday, thu: workday, fri: workday, sat: [] },
  bufferMinutes: 0,
  minNoticeMinutes: 120,
  horizonDays: 30,
};
