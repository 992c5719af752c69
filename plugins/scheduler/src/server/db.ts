/** The scheduler's tables as queries see them (camelCase). */
export interface SchedulerTables {
  schedulerAvailability: {
    orgId: string;
    timeZone: string;
    /** JSON: weekday → [{ start, end }] */
    weekly: string;
    bufferMinutes: number;
    minNoticeMinutes: number;
    horizonDays: number;
    updatedAt: string;
  };
  schedulerBookings: {
    id: string;
    orgId: string;
    source: string;
    /** Cal.com's booking uid (null for built-in bookings). */
    externalUid: string | null;
    status: string;
    startAt: string;
    endAt: string;
    name: string;
    email: string;
    notes: string;
    timeZone: string | null;
    videoUrl: string | null;
    contactId: string | null;
    /** SHA-256 of the cancel/reschedule token (hex). */
    tokenHash: string | null;
    createdAt: string;
    updatedAt: string;
  };
}
