import { definePlugin, tablesOf } from '@ecohub/core';
import { contentService } from '@ecohub/plugin-content/shared';
import { crmService } from '@ecohub/plugin-crm/shared';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { superhubService } from '@ecohub/plugin-superhub/shared';
import type { CrossSalesTables } from './db.ts';
import { matrixRoutes } from './matrix/routes.ts';
import { metricRoutes } from './metrics/routes.ts';
import { migrations } from './migrations/index.ts';
import { opportunityRoutes } from './opportunities/routes.ts';
import { roadmapRoutes } from './roadmap/routes.ts';
import { seedDemoRoadmap } from './seed/demo.ts';
import { crossSalesSetup } from './setup.ts';

/**
 * Cross-sales (spec 001 §2.10): opportunities, metrics, backlinks and the sales matrix computed
 * from the organisation's apps (ecosystem), contacts (CRM) and events (SuperHub), and a stored
 * priority roadmap. Contract v2, like examples/custom-plugin; it reads no settings.
 */
export default definePlugin({
  id: 'cross-sales',
  dependsOn: [ecosystemService, crmService, superhubService],
  // Published articles become backlink placements when the content plugin is enabled.
  optionalDependsOn: [contentService],
  tables: tablesOf<CrossSalesTables>(),
  migrations,
  permissions: { 'cross-sales:read': 'viewer', 'cross-sales:manage': 'admin' },
  setup: crossSalesSetup,
  routes: (app, _hub, s) => {
    opportunityRoutes(app, s);
    metricRoutes(app, s);
    matrixRoutes(app, s);
    roadmapRoutes(app, s);
  },
  seed: { demo: (_hub, demo, { roadmap }) => seedDemoRoadmap(roadmap, demo) },
});
