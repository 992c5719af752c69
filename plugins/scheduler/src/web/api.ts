import { apiRequest } from '@ecohub/web-kit';
import type { Booking, BookingCreated, SchedulerPublicConfig, SlotsAnswer } from '../shared/index.ts';

const q = (org: string | null) => (org ? `org=${encodeURIComponent(org)}&` : '');

/** The public scheduler API, as /scheduler calls it (signed out or in). */
export const schedulerApi = {
  config: (org: string | null) =>
    apiRequest<SchedulerPublicConfig>('GET', `/api/scheduler/public/config?${q(org)}`),
  slots: (org: string | null, from: string, days: number) =>
    apiRequest<SlotsAnswer>('GET', `/api/scheduler/public/slots?${q(org)}from=${from}&days=${days}`),
  book: (body: {
    org?: string;
    start: string;
    name: string;
    email: string;
    notes: string;
    timeZone: string;
  }) => apiRequest<BookingCreated>('POST', '/api/scheduler/public/bookings', { body }),
  booking: (id: string, token: string) =>
    apiRequest<Booking>('GET', `/api/scheduler/public/bookings/${id}?token=${encodeURIComponent(token)}`),
  cancel: (id: string, token: string) =>
    apiRequest<Booking>('POST', `/api/scheduler/public/bookings/${id}/cancel`, { body: { token } }),
  reschedule: (id: string, token: string, start: string) =>
    apiRequest<Booking>('POST', `/api/scheduler/public/bookings/${id}/reschedule`, {
      body: { token, start },
    }),
};

/** The visitor's own time zone (the picker shows times in it). */
export const visitorZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const formatWhen = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: 'full', timeStyle: 'short' });
