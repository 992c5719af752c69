import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { z } from 'zod';
import { availabilitySchema } from '../../shared/index.ts';
import type { AvailabilityStore } from '../availability/service.ts';
import type { BookingStore } from '../bookings/service.ts';
import type { SchedulerHub } from '../hub.ts';

const listQuery = z.object({ from: z.iso.datetime({ offset: true }).optional() }).strict();

/** The signed-in tab: the organisation's hours and its bookings. */
export function adminRoutes(
  app: HubApp,
  hub: SchedulerHub,
  availability: AvailabilityStore,
  bookings: BookingStore,
) {
  app.get(
    '/api/scheduler/availability',
    requirePermission('scheduler:read', { allowDemo: true }),
    async (c) => c.json(await availability.get(orgOf(c))),
  );

  app.put(
    '/api/scheduler/availability',
    requirePermission('scheduler:manage'),
    validate('json', availabilitySchema),
    async (c) => c.json(await availability.save(orgOf(c), c.req.valid('json'))),
  );

  app.get(
    '/api/scheduler/bookings',
    requirePermission('scheduler:read', { allowDemo: true }),
    validate('query', listQuery),
    async (c) => {
      const from = c.req.valid('query').from;
      return c.json({ bookings: await bookings.list(orgOf(c), from ? new Date(from) : hub.clock.now()) });
    },
  );
}
