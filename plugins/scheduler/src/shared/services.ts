import { serviceRef } from '@ecohub/core/services';
import type { Booking } from './booking.ts';

/** What the scheduler offers plugins that depend on it. */
export interface SchedulerService {
  /** The organisation's confirmed bookings from `from` on, soonest first. */
  upcoming(orgId: string, from?: Date): Promise<Booking[]>;
}

export const schedulerService = serviceRef<SchedulerService>('scheduler');
