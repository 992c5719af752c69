import { coreServices, definePlugin, tablesOf } from '@ecohub/core';
import { APP_CHANGED_CHANNEL, type AppChanged, ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { INGEST_BODY_LIMIT, INGEST_PATHS, type SuperhubServices } from '../shared/index.ts';
import { commitDelayOf, superhubConfig } from './config.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import type { SuperhubTables } from './db.ts';
import { flagRoutes } from './flags/routes.ts';
import { flagStore } from './flags/service.ts';
import { afterCommit } from './ingest/after-commit.ts';
import { appCache } from './ingest/app-cache.ts';
import { ingestRoutes } from './ingest/routes.ts';
import { groupCommit } from './ingest/service.ts';
import { appTotals, countEvents } from './logs/counts.ts';
import { eventQuery } from './logs/query.ts';
import { logRoutes } from './logs/routes.ts';
import { migrations } from './migrations/index.ts';
import { applyRetention, RETENTION_JOB, retentionSchedule } from './retention/job.ts';
import { ensurePartitions } from './retention/partitions.ts';
import { sdkRoute } from './sdk/routes.ts';
import { seedDemo } from './seed/demo.ts';

/** SuperHub: event ingestion from sibling apps, the event logs, the dashboard and its feature flags. */
export default definePlugin({
  id: 'superhub',
  dependsOn: [ecosystemService],
  config: superhubConfig,
  tables: tablesOf<SuperhubTables>(),
  migrations,
  permissions: { 'superhub:read': 'viewer' },
  bodyLimits: Object.fromEntries(INGEST_PATHS.map((p) => [p, INGEST_BODY_LIMIT])),
  // Once per hub: the one group-commit queue of this hub process, shared by the routes and the
  // services, and the app cache of the ingestion.
  setup: (hub) => {
    const eco = hub.use(ecosystemService);
    const flags = flagStore(hub);
    const store = groupCommit(hub, {
      eventsPerMinute: hub.settings.SUPERHUB_EVENTS_PER_MINUTE,
      commitDelayMs: commitDelayOf(hub.settings, hub.dialect),
      afterCommit: afterCommit(hub, eco.activity, flags),
    });
    const apps = appCache(eco.apps);
    hub.broadcast.subscribe(APP_CHANGED_CHANNEL, (m) => apps.forget(m as AppChanged));
    const retention = () => applyRetention(hub, hub.settings.SUPERHUB_EVENT_RETENTION_MONTHS);
    return { eco, flags, store, apps, retention };
  },
  routes: (app, hub, { eco, flags, store, apps }) => {
    ingestRoutes(app, hub, apps, store);
    logRoutes(app, hub.db, eco);
    dashboardRoutes(app, hub, { eco, flags });
    flagRoutes(app, hub.use(coreServices), flags);
    sdkRoute(app);
  },
  jobs: {
    [RETENTION_JOB]: (_run, { retention }) => retention(),
  },
  schedules: [retentionSchedule],
  // PostgreSQL: this month's and the next months' partitions exist before the first event.
  onStart: async (hub) => {
    if (hub.dialect === 'postgres') await ensurePartitions(hub.db, hub.clock.now());
  },
  // Events queued when the hub stops are committed (and announced) before the database closes.
  onStop: (_hub, { store }) => store.settled(),
  services: (hub, { store }): SuperhubServices => ({
    settled: () => store.settled(),
    countEvents: (orgId, appId, events) => countEvents(hub, orgId, appId, events),
    appTotals: (orgId) => appTotals(hub, orgId),
    events: eventQuery(hub),
  }),
  seed: { demo: (hub, demo, { eco }) => seedDemo(hub, eco, demo) },
});

export type { EventReceived, SuperhubServices } from '../shared/index.ts';
export { superhubService } from '../shared/index.ts';
