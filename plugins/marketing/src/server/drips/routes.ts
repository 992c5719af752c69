import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { idParamSchema } from '../../shared/campaign.ts';
import { dripInputSchema } from '../../shared/drip.ts';
import type { DripService } from './service.ts';

/** POST /api/marketing/drips; GET …/:id/enrollments: each contact's position. */
export function dripRoutes(app: HubApp, drips: DripService): void {
  app.post(
    '/api/marketing/drips',
    requirePermission('marketing:write'),
    validate('json', dripInputSchema),
    async (c) => c.json(await drips.create(orgOf(c), c.req.valid('json')), 201),
  );
  app.get(
    '/api/marketing/drips/:id{[0-9a-f-]{36}}/enrollments',
    requirePermission('marketing:read', { allowDemo: true }),
    validate('param', idParamSchema),
    async (c) => c.json({ enrollments: await drips.enrollments(orgOf(c), c.req.valid('param').id) }),
  );
}
