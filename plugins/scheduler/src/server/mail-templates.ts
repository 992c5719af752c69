import type { MailTemplate } from '@ecohub/core';
import { bookingMail } from './bookings/notify.ts';

/** A sample confirmation, as POST /api/email/test offers it (a real one carries the booking and invite.ics). */
export const mailTemplates: Record<string, MailTemplate> = {
  'scheduler-booking': (ctx) =>
    bookingMail(
      {
        id: '00000000-0000-4000-8000-000000000000',
        source: 'built-in',
        status: 'confirmed',
        start: new Date(ctx.sentAt.getTime() + 86_400_000).toISOString(),
        end: new Date(ctx.sentAt.getTime() + 86_400_000 + 30 * 60_000).toISOString(),
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        notes: '',
        videoUrl: null,
        contactId: null,
        createdAt: ctx.sentAt.toISOString(),
      },
      'created',
      { orgName: 'Ecosystem Hub', timeZone: 'UTC', manageUrl: `${ctx.publicUrl}/scheduler` },
    ),
};
