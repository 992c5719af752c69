import { definePlugin, tablesOf } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { superhubService } from '@ecohub/plugin-superhub/shared';
import { ALERTS_JOB, SYNC_ALL_JOB, SYNC_CRON, SYNC_JOB } from '../shared/jobs.ts';
import type { IdxService } from '../shared/services.ts';
import { sendAlerts } from './alerts/job.ts';
import { savedSearchStore } from './alerts/store.ts';
import { syncCommand } from './cli/sync-command.ts';
import { idxConfig } from './config.ts';
import type { IdxTables } from './db.ts';
import { leadService } from './leads/service.ts';
import { odataFeed } from './listings/odata.ts';
import { listingRoutes } from './listings/routes.ts';
import { listingStore } from './listings/store.ts';
import { listingSync } from './listings/sync.ts';
import { mailTemplates } from './mail-templates.ts';
import { migrations } from './migrations/index.ts';
import { siteContexts } from './public/context.ts';
import { publicRoutes } from './public/routes.ts';
import { seedDemoIdx } from './seed/demo.ts';
import { websiteRoutes } from './websites/routes.ts';
import { siteStats } from './websites/stats.ts';
import { websiteStore } from './websites/store.ts';

/** IDX websites: RESO listings (local generator or OData), public sites, leads into the CRM, alerts (README). */
export default definePlugin({
  id: 'idx',
  dependsOn: [crmService],
  // The tracker's application (ecosystem) and its page views (superhub); without them, no figures.
  optionalDependsOn: [ecosystemService, superhubService],
  config: idxConfig,
  tables: tablesOf<IdxTables>(),
  migrations,
  permissions: { 'idx:read': 'viewer', 'idx:write': 'member' },
  mailTemplates,
  setup: (hub) => {
    const s = hub.settings;
    if (s.IDX_FEED === 'odata' && !s.IDX_ODATA_URL)
      throw new Error(
        "Invalid configuration of plugin 'idx': IDX_ODATA_URL: required when IDX_FEED is odata",
      );
    const odata =
      s.IDX_FEED === 'odata' && s.IDX_ODATA_URL
        ? odataFeed(hub.outbound, {
            url: s.IDX_ODATA_URL,
            tokenUrl: s.IDX_ODATA_TOKEN_URL,
            clientId: s.IDX_ODATA_CLIENT_ID,
            clientSecret: s.IDX_ODATA_CLIENT_SECRET,
            scope: s.IDX_ODATA_SCOPE,
            pageSize: s.IDX_ODATA_PAGE_SIZE,
          })
        : null;
    const listings = listingStore(hub);
    const websites = websiteStore(
      hub,
      siteStats(hub, hub.tryUse(superhubService)),
      hub.tryUse(ecosystemService),
    );
    const searches = savedSearchStore(hub);
    return {
      listings,
      websites,
      searches,
      leads: leadService(hub, hub.use(crmService), listings),
      sync: listingSync(hub, listings, odata),
      alerts: sendAlerts(hub, searches, listings, websites),
      contextOf: siteContexts(hub, listings),
    };
  },
  routes: (app, hub, d) => {
    websiteRoutes(app, hub, d.websites, d.listings, d.contextOf);
    listingRoutes(app, hub, d.listings, d.searches);
    publicRoutes(app, hub, d);
  },
  jobs: {
    [SYNC_JOB]: (run, { sync }) => sync.run(run),
    [ALERTS_JOB]: (run, { alerts }) => alerts(run),
    // Every organisation with a live MLS-synced site, each in a job of its own.
    [SYNC_ALL_JOB]: async (run, { websites }) => {
      const orgs = await websites.syncedOrgs();
      for (const orgId of orgs)
        await run.hub.jobs.enqueue(SYNC_JOB, {}, { orgId, uniqueKey: `${SYNC_JOB}:${orgId}` });
      return { organisations: orgs.length };
    },
  },
  schedules: [{ name: SYNC_ALL_JOB, cron: SYNC_CRON, job: SYNC_ALL_JOB }],
  cli: (program, hub, setup) => syncCommand(program, hub, setup),
  services: (_hub, { websites }): IdxService => ({ websites: (orgId) => websites.list(orgId) }),
  seed: { demo: (_hub, demo, d) => seedDemoIdx(d, demo) },
});

export type { IdxService } from '../shared/services.ts';
export { idxService } from '../shared/services.ts';
