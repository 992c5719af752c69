import { definePlugin } from '@ecohub/core';
import type { EcosystemServices } from '../shared/index.ts';
import { paymentEvents } from './activity/payment-events.ts';
import { activityStore } from './activity/service.ts';
import { adminRoutes } from './admin/routes.ts';
import { appRoutes } from './apps/routes.ts';
import { registry } from './apps/service.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { crossSellRoutes } from './cross-sell/routes.ts';
import { insightRoutes } from './insights/routes.ts';
import { migrations } from './migrations/index.ts';
import { seedDemo } from './seed/demo.ts';

export type { EcosystemServices } from '../shared/index.ts';

/** The application registry, the public catalogue, the ecosystem dashboards and their analytics. */
export default definePlugin({
  id: 'ecosystem',
  migrations,
  permissions: { 'ecosystem:read': 'viewer', 'ecosystem:manage': 'admin' },
  routes: (app, hub) => {
    const reg = registry(hub);
    catalogueRoutes(app, hub);
    appRoutes(app, hub, reg);
    crossSellRoutes(app, hub, reg);
    insightRoutes(app, hub, reg);
    adminRoutes(app, hub, reg);
  },
  // The auth-status tab checks each registered app's /api/auth/user from the browser.
  connectSources: async (hub, principal) =>
    principal ? (await registry(hub).summaries(principal.orgId)).map((a) => a.url) : [],
  events: paymentEvents,
  seed: { demo: seedDemo },
  services: (hub): EcosystemServices => {
    const reg = registry(hub);
    return {
      apps: {
        resolve: reg.resolve,
        resolveByPublishableKey: reg.resolveByPublishableKey,
        list: reg.summaries,
      },
      activity: activityStore(hub),
    };
  },
});
