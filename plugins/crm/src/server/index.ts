import { definePlugin, tablesOf } from '@ecohub/core';
import { IMPORT_MAX_BYTES } from '../shared/index.ts';
import type { CrmServices } from '../shared/services.ts';
import { activityRoutes } from './activities/routes.ts';
import { aiRoutes } from './ai/routes.ts';
import { COLLECT_JOB } from './collection/job.ts';
import { collectionRoutes } from './collection/routes.ts';
import { crmConfig } from './config.ts';
import { contactRoutes } from './contacts/routes.ts';
import type { CrmTables } from './db.ts';
import { IMPORT_JOB } from './imports/job.ts';
import { importRoutes } from './imports/routes.ts';
import { locationRoutes } from './location/routes.ts';
import { GEOCODE_JOB } from './location/service.ts';
import { crmMigrations } from './migrations/index.ts';
import { seedDemo } from './seed/demo.ts';
import { crmSetup } from './setup.ts';
import { sourceRoutes } from './sources/routes.ts';

/**
 * The CRM (plugin contract v2, docs/plugins.md): typed tables, one `setup` that builds its
 * services, and every other part receiving them. Its settings (config.ts) switch on optional
 * adapters: a geocoder and an LLM.
 */
export default definePlugin({
  id: 'crm',
  config: crmConfig,
  tables: tablesOf<CrmTables>(),
  migrations: crmMigrations,
  permissions: {
    'contacts:read': 'viewer',
    'contacts:write': 'member',
    'contacts:import': 'member',
    'contacts:export': 'member',
    'contacts:collect': 'member',
    'sources:manage': 'admin',
  },
  // The CSV text travels inside JSON: room for 10 MiB of CSV plus escaping.
  bodyLimits: { '/api/contacts/import-csv': Math.ceil(IMPORT_MAX_BYTES * 1.25) },
  setup: crmSetup,
  routes: (app, hub, crm) => {
    activityRoutes(app, crm.activities);
    contactRoutes(app, hub, crm);
    importRoutes(app, crm.imports);
    sourceRoutes(app, hub, crm);
    collectionRoutes(app, crm);
    locationRoutes(app, crm.location);
    aiRoutes(app, hub, crm.ai);
  },
  jobs: {
    [IMPORT_JOB]: (run, { imports }) => imports.run(run),
    [COLLECT_JOB]: (run, { collection }) => collection.job(run),
    [GEOCODE_JOB]: (run, { location }) => location.job(run),
  },
  // Other plugins: `dependsOn: [crmService]`, then `hub.use(crmService).contacts.create(…)`.
  services: (_hub, { contacts, activities, sources }): CrmServices => ({
    contacts: {
      get: (orgId, id) => contacts.get(orgId, id),
      count: (orgId) => contacts.count(orgId),
      findByEmail: contacts.findByEmail,
      create: contacts.create,
      update: contacts.update,
      remove: contacts.remove,
      merge: contacts.merge,
    },
    activities: { record: (orgId, input) => activities.record(orgId, input) },
    sources: {
      list: async (orgId) =>
        (await sources.list(orgId)).map((s) => ({ name: s.name, collectUrl: s.collectUrl })),
      create: async (orgId, input) => {
        await sources.create(orgId, input);
      },
    },
  }),
  seed: { demo: (hub, demo, crm) => seedDemo(hub, crm, demo) },
});

export type { CrmServices } from '../shared/services.ts';
export { crmService } from '../shared/services.ts';
export type { CrmSetup } from './setup.ts';
