import { type MailContent, renderMail } from '@ecohub/core';
import type { Booking } from '../../shared/index.ts';
import type { SchedulerHub } from '../hub.ts';
import { inviteIcs } from './invite.ts';

export type Change = 'created' | 'rescheduled' | 'cancelled';

const when = (b: Booking, timeZone: string | null) => {
  const tz = timeZone ?? 'UTC';
  try {
    return `${new Date(b.start).toLocaleString('en-US', { timeZone: tz, dateStyle: 'full', timeStyle: 'short' })} (${tz})`;
  } catch {
    return `${b.start} (UTC)`;
  }
};

/** The mail of a booking change, in words (also the `scheduler-booking` template's shape). */
export function bookingMail(
  b: Booking,
  change: Change,
  ctx: { orgName: string; timeZone: string | null; manageUrl: string | null },
): MailContent {
  const at = when(b, ctx.timeZone);
  const links = [
    b.videoUrl ? `Video call: ${b.videoUrl}` : 'The video link follows by email before the call.',
    ...(ctx.manageUrl && change !== 'cancelled' ? [`Cancel or reschedule: ${ctx.manageUrl}`] : []),
  ];
  if (change === 'cancelled')
    return {
      subject: `Cancelled: call with ${ctx.orgName}`,
      heading: 'Your call is cancelled',
      intro: [`Hello ${b.name}, your 30-minute call with ${ctx.orgName} on ${at} is cancelled.`],
      outro: ['Book another time whenever it suits you.'],
    };
  return {
    subject: `${change === 'created' ? 'Confirmed' : 'Rescheduled'}: call with ${ctx.orgName}, ${at}`,
    heading: change === 'created' ? 'Your call is booked' : 'Your call has moved',
    intro: [
      `Hello ${b.name}, your 30-minute one-to-one video call with ${ctx.orgName} is on ${at}.`,
      'The invitation is attached: open it to add the call to your calendar.',
    ],
    list: links,
    outro: b.notes ? [`Your notes: ${b.notes}`] : [],
  };
}

/** Mails the booker the change with its calendar invitation (invite.ics) through the hub's mailer. */
export async function notify(
  hub: SchedulerHub,
  orgId: string,
  b: Booking,
  change: Change,
  ctx: { orgName: string; timeZone: string | null; manageUrl: string | null; sequence: number },
): Promise<void> {
  const content = bookingMail(b, change, ctx);
  const { text, html } = renderMail(content);
  const ics = inviteIcs(b, {
    organizer: { name: ctx.orgName, email: hub.settings.SCHEDULER_SUPPORT_EMAIL },
    manageUrl: change === 'cancelled' ? null : ctx.manageUrl,
    sequence: ctx.sequence,
  });
  const method = b.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  await hub.mail.send({
    orgId,
    to: b.email,
    subject: content.subject,
    text,
    html,
    template: 'scheduler-booking',
    attachments: [{ filename: 'invite.ics', contentType: `text/calendar; method=${method}`, content: ics }],
  });
}
