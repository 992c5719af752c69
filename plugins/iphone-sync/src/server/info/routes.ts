import { type HubApp, requirePermission } from '@ecohub/core';
import type { SetupInfo } from '../../shared/setup.ts';
import { CARDDAV_ROOT } from '../carddav/routes.ts';
import type { IphoneHub } from '../hub.ts';

/** GET /api/iphone/setup: what the setup panel shows besides the endpoint (CardDAV on or off). */
export function infoRoutes(app: HubApp, hub: IphoneHub): void {
  app.get('/api/iphone/setup', requirePermission('iphone-sync:read', { allowDemo: true }), (c) =>
    c.json({ carddav: hub.settings.IPHONE_CARDDAV ? CARDDAV_ROOT : null } satisfies SetupInfo),
  );
}
