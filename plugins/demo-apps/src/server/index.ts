import { definePlugin, tablesOf } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import type { DemoAppsTables } from './db.ts';
import { migrations } from './migrations/index.ts';
import { seedDemoSources } from './seed.ts';
import { demoAppRoutes, demoApps } from './sibling.ts';

/**
 * The living demo: the demo organisation's 22 applications served by the hub itself, each a small
 * sibling at `${publicUrl}/demo-apps/<slug>` built with the SDK's own handlers, so auth status, data
 * collection, webhook deploys, forwarding, integration and health show real results on a fresh
 * start (ARCHITECTURE.md §4). A plugin of its own so a deployment can leave it out of
 * ecohub.config.json; it answers only for the demo organisation's apps whose URL is its mount.
 */
export default definePlugin({
  id: 'demo-apps',
  dependsOn: [ecosystemService, crmService],
  tables: tablesOf<DemoAppsTables>(),
  // What each app acknowledged and received (demo_app_states, demo_app_events): a restart keeps it.
  migrations,
  setup: (hub) => demoApps(hub),
  routes: (app, hub, apps) => demoAppRoutes(app, hub, apps),
  seed: { demo: (hub, demo) => seedDemoSources(hub, demo) },
});
