import { badRequest, conflict, coreServices, HttpError, type HubApp, notFound, readBody } from '@ecohub/core';
import type { SchedulerHub } from '../hub.ts';
import { CAL_TRIGGERS, calWebhookSchema, type ExternalBooking } from './payload.ts';
import { verifyCalSignature } from './signature.ts';
import type { CalUpsert } from './upsert.ts';

type Trigger = (typeof CAL_TRIGGERS)[number];

/**
 * POST /api/scheduler/calcom/webhook: Cal.com's BOOKING_CREATED / RESCHEDULED / CANCELLED for the
 * platform organisation (the instance's Cal.com is the platform's calendar). The signature is checked
 * on the raw body before anything is parsed; other triggers are acknowledged and ignored.
 */
export function calWebhookRoutes(app: HubApp, hub: SchedulerHub, upsert: CalUpsert): void {
  app.post('/api/scheduler/calcom/webhook', async (c) => {
    const secret = hub.settings.CALCOM_WEBHOOK_SECRET;
    if (!secret) throw notFound('The Cal.com webhook is not configured');
    const { text } = await readBody(c);
    if (!verifyCalSignature(secret, text, c.req.header('x-cal-signature-256'))) {
      throw new HttpError(401, 'Invalid signature', 'invalid_signature');
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON body', [{ path: '', message: 'Body is not valid JSON' }]);
    }
    const parsed = calWebhookSchema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw badRequest('Invalid request', issues);
    }
    const { triggerEvent, payload: p } = parsed.data;
    if (!(CAL_TRIGGERS as readonly string[]).includes(triggerEvent)) return c.json({ ignored: triggerEvent });
    const platform = await hub.use(coreServices).orgs.platform();
    if (!platform) throw conflict('The hub has no platform organisation yet');
    const attendee = p.attendees[0]!;
    const booking: ExternalBooking = {
      uid: p.uid,
      status: (triggerEvent as Trigger) === 'BOOKING_CANCELLED' ? 'cancelled' : 'confirmed',
      start: p.startTime,
      end: p.endTime,
      name: attendee.name || attendee.email,
      email: attendee.email,
      notes: p.additionalNotes ?? p.description ?? '',
      videoUrl: p.metadata?.videoCallUrl ?? null,
    };
    const outcome = await upsert(platform.id, booking);
    // A reschedule in Cal.com is a new booking; the one it replaces is cancelled.
    if (triggerEvent === 'BOOKING_RESCHEDULED' && p.rescheduleUid && p.rescheduleUid !== p.uid) {
      await upsert(
        platform.id,
        { ...booking, uid: p.rescheduleUid, status: 'cancelled' },
        { onlyKnown: true },
      );
    }
    return c.json({ uid: p.uid, outcome });
  });
}
