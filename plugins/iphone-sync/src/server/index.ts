import { definePlugin, tablesOf } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import { SYNC_MAX_BYTES, SYNC_PATH } from '../shared/constants.ts';
import { SYNC_JOB } from '../shared/jobs.ts';
import type { IphoneSyncService } from '../shared/services.ts';
import { carddavRoutes } from './carddav/routes.ts';
import { iphoneConfig } from './config.ts';
import type { IphoneTables } from './db.ts';
import { infoRoutes } from './info/routes.ts';
import { migrations } from './migrations/index.ts';
import { recordRoutes } from './records/routes.ts';
import { seedDemoSyncs } from './seed/demo.ts';
import { iphoneSetup } from './setup.ts';
import { syncRoutes } from './sync/routes.ts';
import { tokenRoutes } from './tokens/routes.ts';

/**
 * iPhone sync (spec 001 §2.7): per-device tokens, the Shortcuts endpoint whose contacts, calls and
 * messages a job writes into the CRM, the sync records the tab lists, and (by configuration) a
 * CardDAV address book per user that the iPhone's Contacts app adds as an account.
 */
export default definePlugin({
  id: 'iphone-sync',
  dependsOn: [crmService],
  config: iphoneConfig,
  tables: tablesOf<IphoneTables>(),
  migrations,
  permissions: { 'iphone-sync:read': 'viewer', 'iphone-sync:sync': 'member' },
  bodyLimits: { [SYNC_PATH]: SYNC_MAX_BYTES },
  setup: iphoneSetup,
  routes: (app, hub, { tokens, records, cards }) => {
    tokenRoutes(app, tokens);
    infoRoutes(app, hub);
    recordRoutes(app, records);
    syncRoutes(app, hub, tokens, records);
    // The optional CardDAV address book (IPHONE_CARDDAV): off, /carddav answers 404.
    if (hub.settings.IPHONE_CARDDAV) carddavRoutes(app, tokens, cards);
  },
  jobs: { [SYNC_JOB]: (run, { job }) => job(run) },
  services: (_hub, { records }): IphoneSyncService => ({
    recentSyncs: (orgId, limit) => records.list(orgId, limit),
  }),
  seed: { demo: (_hub, demo, { deps, tokens }) => seedDemoSyncs(deps, tokens, demo) },
});

export type { IphoneSyncService } from '../shared/services.ts';
export { iphoneSyncService } from '../shared/services.ts';
