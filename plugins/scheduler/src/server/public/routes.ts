import { clientAddress, type HubApp, rateLimiter, validate } from '@ecohub/core';
import {
  bookingIdSchema,
  bookingInputSchema,
  CALL_MINUTES,
  cancelSchema,
  manageQuerySchema,
  orgQuerySchema,
  rescheduleSchema,
  type SchedulerPublicConfig,
  slotsQuerySchema,
} from '../../shared/index.ts';
import type { BookingStore } from '../bookings/service.ts';
import type { SchedulerHub } from '../hub.ts';
import type { BookableOrg } from './org.ts';

const ID = ':id{[0-9a-f-]{36}}';
/** Bookings one address may make in an hour: enough for a family, not for a script. */
const BOOKINGS_PER_HOUR = 30;

/** /api/scheduler/public/*: the /scheduler page, signed out or in (no session needed). */
export function publicRoutes(
  app: HubApp,
  hub: SchedulerHub,
  bookings: BookingStore,
  orgs: BookableOrg,
): void {
  const limiter = rateLimiter(hub.db, hub.clock);

  app.get('/api/scheduler/public/config', validate('query', orgQuerySchema), async (c) => {
    const org = await orgs.find(c.req.valid('query').org);
    const s = hub.settings;
    const body: SchedulerPublicConfig = {
      orgId: org?.id ?? null,
      orgName: org?.name ?? null,
      provider: s.CALCOM_ORIGIN ? 'calcom' : 'built-in',
      calcom: s.CALCOM_ORIGIN ? { origin: new URL(s.CALCOM_ORIGIN).origin, link: s.CALCOM_LINK } : null,
      supportEmail: s.SCHEDULER_SUPPORT_EMAIL,
      durationMinutes: CALL_MINUTES,
      video: !!s.SCHEDULER_VIDEO_URL_TEMPLATE,
    };
    return c.json(body);
  });

  app.get('/api/scheduler/public/slots', validate('query', slotsQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const org = await orgs.get(q.org);
    return c.json(await bookings.slots(org.id, q));
  });

  app.post('/api/scheduler/public/bookings', validate('json', bookingInputSchema), async (c) => {
    const input = c.req.valid('json');
    const org = await orgs.get(input.org);
    await limiter.hit([
      { bucket: 'scheduler-book', key: clientAddress(c), max: BOOKINGS_PER_HOUR, windowMs: 3_600_000 },
    ]);
    return c.json(await bookings.create(org.id, input), 201);
  });

  app.get(
    `/api/scheduler/public/bookings/${ID}`,
    validate('param', bookingIdSchema),
    validate('query', manageQuerySchema),
    async (c) => {
      const { orgId, ...booking } = await bookings.find(c.req.valid('param').id, c.req.valid('query').token);
      return c.json({ ...booking, orgId });
    },
  );

  app.post(
    `/api/scheduler/public/bookings/${ID}/cancel`,
    validate('param', bookingIdSchema),
    validate('json', cancelSchema),
    async (c) => c.json(await bookings.cancel(c.req.valid('param').id, c.req.valid('json').token)),
  );

  app.post(
    `/api/scheduler/public/bookings/${ID}/reschedule`,
    validate('param', bookingIdSchema),
    validate('json', rescheduleSchema),
    async (c) => {
      const { token, start } = c.req.valid('json');
      return c.json(await bookings.reschedule(c.req.valid('param').id, token, start));
    },
  );
}
