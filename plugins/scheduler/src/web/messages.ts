import type { Translated } from '@ecohub/web-kit';
import { schedulerActivityMessages } from '../shared/activity-messages.ts';

/** English strings of /scheduler and the scheduler tab (namespace `scheduler`). */
export const en = {
  tab: 'Scheduler',
  back: 'Back to home',
  title: 'Schedule a Call',
  subtitle: 'A 30-minute one-to-one video call with {{org}}.',
  facts: { duration: '30 minutes', video: 'Video call', oneToOne: 'One to one' },
  popup: 'Open booking in a popup',
  support: 'Questions? Email us at',
  unavailable: 'Booking is not set up yet.',
  loadFailed: 'Could not load the available times',
  picker: {
    title: 'Pick a time',
    timeZone: 'Times in {{zone}}',
    previous: 'Earlier days',
    next: 'Later days',
    none: 'No free times in these days.',
    loading: 'Loading times…',
  },
  form: {
    title: 'Your details',
    selected: 'Selected: {{when}}',
    name: 'Name',
    email: 'Email',
    notes: 'What would you like to talk about?',
    submit: 'Book the call',
    submitting: 'Booking…',
    change: 'Choose another time',
  },
  booked: {
    title: 'Your call is booked',
    text: 'We sent the invitation to {{email}}.',
    when: 'When',
    video: 'Video link',
    manage: 'Cancel or reschedule',
  },
  taken: 'This time was just taken. Please pick another.',
  failed: 'Could not book the call',
  manage: {
    title: 'Your booking',
    cancel: 'Cancel the call',
    cancelled: 'This call is cancelled.',
    reschedule: 'Reschedule',
    rescheduled: 'Your call has moved',
    notFound: 'This booking link is not valid.',
    failed: 'Could not change the booking',
  },
  calcom: { loading: 'Loading the booking calendar…' },
  admin: {
    title: 'Availability',
    subtitle: 'When visitors can book a 30-minute call with your organisation.',
    timeZone: 'Time zone',
    buffer: 'Buffer after each call (minutes)',
    notice: 'Minimum notice (minutes)',
    horizon: 'Days ahead',
    closed: 'Closed',
    from: 'From',
    to: 'To',
    save: 'Save availability',
    saved: 'Availability saved',
    saveFailed: 'Could not save the availability',
    link: 'Your booking page',
    upcoming: 'Upcoming calls',
    noBookings: 'No calls booked yet',
    days: {
      sun: 'Sunday',
      mon: 'Monday',
      tue: 'Tuesday',
      wed: 'Wednesday',
      thu: 'Thursday',
      fri: 'Friday',
      sat: 'Saturday',
    },
  },
  /** One line per activity type this plugin records (the server's English `description` too). */
  activityLines: schedulerActivityMessages,
};

/** What each language translates (`locales/<code>.ts`). */
export type SchedulerMessages = Translated<typeof en>;
