import { type HubApp, orgOf, requirePermission } from '@ecohub/core';
import type { RecordStore } from './service.ts';

/** GET /api/iphone/sync-records: the organisation's 10 newest sync records (spec 001 §7, §9). */
export function recordRoutes(app: HubApp, records: RecordStore): void {
  app.get('/api/iphone/sync-records', requirePermission('iphone-sync:read', { allowDemo: true }), async (c) =>
    c.json(await records.list(orgOf(c))),
  );
}
