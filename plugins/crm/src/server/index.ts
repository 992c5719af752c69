import { definePlugin } from '@ecohub/core';
import { IMPORT_MAX_BYTES } from '../shared/index.ts';
import { activityRoutes } from './activities/routes.ts';
import { COLLECT_JOB, collectJob } from './collection/job.ts';
import { collectionRoutes } from './collection/routes.ts';
import { contactRoutes, contactStaticRoutes } from './contacts/routes.ts';
import { IMPORT_JOB, importCsvJob } from './imports/job.ts';
import { importRoutes } from './imports/routes.ts';
import { crmMigrations } from './migrations/index.ts';
import { seedDemo } from './seed/demo.ts';
import { crmServices } from './services.ts';
import { sourceRoutes } from './sources/routes.ts';

export type { CrmServices } from './services.ts';

export default definePlugin({
  id: 'crm',
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
  routes: (app, hub) => {
    activityRoutes(app, hub);
    contactStaticRoutes(app, hub);
    importRoutes(app, hub);
    sourceRoutes(app, hub);
    collectionRoutes(app, hub);
    contactRoutes(app, hub);
  },
  jobs: { [IMPORT_JOB]: importCsvJob, [COLLECT_JOB]: collectJob },
  services: crmServices,
  seed: { demo: seedDemo },
});
