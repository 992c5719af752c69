import { type HubApp, orgOf, principalOf, requirePermission, validate } from '@ecohub/core';
import { locationUpdateSchema, nearbyQuerySchema } from '../../shared/index.ts';
import type { LocationService } from './service.ts';

/** Spec 001 §7: the geofence panel's two calls. */
export function locationRoutes(app: HubApp, location: LocationService) {
  app.post(
    '/api/location/update',
    requirePermission('contacts:read'),
    validate('json', locationUpdateSchema),
    async (c) => {
      const p = principalOf(c);
      return c.json(await location.update(p.orgId, p.user?.id ?? 'anonymous', c.req.valid('json')));
    },
  );

  app.get(
    '/api/location/nearby-contacts',
    requirePermission('contacts:read', { allowDemo: true }),
    validate('query', nearbyQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await location.nearby(orgOf(c), q.latitude, q.longitude, q.radius));
    },
  );
}
