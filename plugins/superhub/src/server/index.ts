import { definePlugin, type HubContext } from '@ecohub/core';
import type { EcosystemServices } from '@ecohub/plugin-ecosystem/shared';
import { DEFAULT_EVENTS_PER_MINUTE, INGEST_BODY_LIMIT, INGEST_PATHS } from '../shared/index.ts';
import { readRoutes } from './dashboard/routes.ts';
import { afterCommit } from './ingest/after-commit.ts';
import { appCache } from './ingest/app-cache.ts';
import { ingestRoutes } from './ingest/routes.ts';
import { groupCommit } from './ingest/service.ts';
import { migrations } from './migrations/index.ts';
import { sdkRoute } from './sdk/routes.ts';
import { seedDemo } from './seed/demo.ts';

export type { EventReceived } from '../shared/index.ts';

/** SuperHub: event ingestion from sibling apps, the event logs, the dashboard and its feature flags. */
export default definePlugin({
  id: 'superhub',
  dependsOn: ['ecosystem'],
  migrations,
  permissions: { 'superhub:read': 'viewer' },
  bodyLimits: Object.fromEntries(INGEST_PATHS.map((p) => [p, INGEST_BODY_LIMIT])),
  routes: (app, hub) => {
    ingestRoutes(app, hub, appCache(hub.services<EcosystemServices>('ecosystem').apps), storeOf(hub));
    readRoutes(app, hub);
    sdkRoute(app);
  },
  services: (hub): SuperhubServices => ({ settled: () => storeOf(hub).settled() }),
  seed: { demo: seedDemo },
});

export interface SuperhubServices {
  /** Resolves once every queued event is committed and its after-commit work has run. */
  settled(): Promise<void>;
}

// One group-commit queue per database, shared by the routes and the services of one hub.
const stores = new WeakMap<object, ReturnType<typeof groupCommit>>();
function storeOf(hub: HubContext): ReturnType<typeof groupCommit> {
  let s = stores.get(hub.db);
  if (!s) {
    // Per-app events per minute; SUPERHUB_EVENTS_PER_MINUTE changes it for a busy ecosystem or a benchmark.
    const eventsPerMinute = Number(process.env.SUPERHUB_EVENTS_PER_MINUTE) || DEFAULT_EVENTS_PER_MINUTE;
    s = groupCommit(hub, { eventsPerMinute, afterCommit: afterCommit(hub) });
    stores.set(hub.db, s);
  }
  return s;
}
