import { createEvent, type EventAttributes } from 'ics';
import type { Booking } from '../../shared/index.ts';

export interface InviteContext {
  /** The organiser: the organisation's name and the support address. */
  organizer: { name: string; email: string };
  manageUrl: string | null;
  /** Increases with each change, so calendars replace the earlier invitation. */
  sequence: number;
}

/** The calendar invitation of a booking (METHOD:REQUEST), or its cancellation (METHOD:CANCEL). */
export function inviteIcs(b: Booking, ctx: InviteContext): string {
  const cancelled = b.status === 'cancelled';
  const description = [
    'A 30-minute one-to-one video call.',
    b.videoUrl ? `Join: ${b.videoUrl}` : null,
    b.notes ? `Notes: ${b.notes}` : null,
    ctx.manageUrl ? `Cancel or reschedule: ${ctx.manageUrl}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const event: EventAttributes = {
    uid: `${b.id}@ecohub`,
    start: Date.parse(b.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(b.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Call with ${ctx.organizer.name}`,
    description,
    ...(b.videoUrl ? { location: b.videoUrl, url: b.videoUrl } : {}),
    organizer: ctx.organizer,
    attendees: [{ name: b.name, email: b.email, rsvp: true, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: ctx.sequence,
    productId: 'ecohub/scheduler',
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('Could not build the invitation');
  return value;
}
