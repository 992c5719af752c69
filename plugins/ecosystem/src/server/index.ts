import { definePlugin, type EventHandlers, tablesOf } from '@ecohub/core';
import type { EcosystemServices } from '../shared/index.ts';
import { onHubPayment, PAYMENT_EVENT } from './activity/payment-events.ts';
import { adminRoutes } from './admin/routes.ts';
import { appRoutes } from './apps/routes.ts';
import { appUrls } from './apps/service.ts';
import { bundleRoutes } from './bundles/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { crossSellRoutes } from './cross-sell/routes.ts';
import type { EcosystemTables } from './db.ts';
import type { EcosystemHub } from './hub.ts';
import { insightRoutes } from './insights/routes.ts';
import { migrations } from './migrations/index.ts';
import { seedDemo } from './seed/demo.ts';
import { type EcosystemSetup, ecosystemSetup } from './setup.ts';

/**
 * The application registry, the public catalogue and bundles, cross-sell, the ecosystem dashboards
 * and their analytics, Admin View grants (plugin contract v2, docs/plugins.md). It reads no
 * settings of its own, so it declares no `config`.
 */
export default definePlugin({
  id: 'ecosystem',
  tables: tablesOf<EcosystemTables>(),
  migrations,
  permissions: { 'ecosystem:read': 'viewer', 'ecosystem:manage': 'admin' },
  // Once per hub: the registry, the stores and the views; every callback below takes them.
  setup: ecosystemSetup,
  routes: (app, hub, eco) => {
    catalogueRoutes(app, eco);
    bundleRoutes(app, eco);
    appRoutes(app, { ...eco, quotas: hub.quotas });
    crossSellRoutes(app, eco);
    insightRoutes(app, eco);
    adminRoutes(app, eco);
  },
  // The auth-status tab checks each registered app's /api/auth/user from the browser.
  connectSources: async (hub, principal) => (principal ? appUrls(hub, principal.orgId) : []),
  // pricing's payment event, by name: this plugin does not depend on pricing (nor on its types).
  events: { [PAYMENT_EVENT]: onHubPayment } as EventHandlers<EcosystemHub, EcosystemSetup>,
  seed: { demo: seedDemo },
  // Other plugins: `dependsOn: [ecosystemService]`, then `hub.use(ecosystemService)`.
  services: (_hub, { apps, activity, insights, crossSells }): EcosystemServices => ({
    apps: {
      resolve: apps.resolve,
      resolveByPublishableKey: apps.resolveByPublishableKey,
      list: apps.summaries,
      create: apps.create,
      details: apps.list,
    },
    integration: {
      ecosystemPart: async (orgId) => (await insights.integrationPackage(orgId)).ecosystem,
    },
    crossSells: {
      list: crossSells.list,
      add: crossSells.addOne,
      update: crossSells.update,
      remove: crossSells.remove,
    },
    activity: { recordUser: activity.recordUser, recordPayment: activity.recordPayment },
  }),
});

export type { EcosystemServices } from '../shared/index.ts';
export { ecosystemService } from '../shared/services.ts';
