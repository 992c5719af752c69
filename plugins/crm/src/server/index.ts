import { definePlugin, tablesOf } from '@ecohub/core';
import { IMPORT_MAX_BYTES } from '../shared/index.ts';
import type { CrmServices } from '../shared/services.ts';
import { activityRoutes } from './activities/routes.ts';
import { aiRoutes } from './ai/routes.ts';
import { COLLECT_JOB } from './collection/job.ts';
import { collectionRoutes } from './collection/routes.ts';
import { crmConfig } from './config.ts';
import { contactAudience } from './contacts/audience.ts';
import { contactPeople } from './contacts/people.ts';
import { contactRoutes } from './contacts/routes.ts';
import {
  mergeSearchIndex,
  SEARCH_MERGE_CRON,
  SEARCH_MERGE_JOB,
  type SearchMergePayload,
} from './contacts/search-upkeep.ts';
import type { CrmTables } from './db.ts';
import { emailSyncCommand } from './email/cli.ts';
import { EMAIL_PROCESS_JOB } from './email/processing.ts';
import { emailRoutes } from './email/routes.ts';
import { EMAIL_SYNC_CRON, EMAIL_SYNC_JOB } from './email/sync.ts';
import { IMPORT_JOB } from './imports/job.ts';
import { importRoutes } from './imports/routes.ts';
import { locationRoutes } from './location/routes.ts';
import { GEOCODE_JOB } from './location/service.ts';
import { crmMigrations } from './migrations/index.ts';
import { seedDemo } from './seed/demo.ts';
import { seedEmailDemo } from './seed/email-demo.ts';
import { crmSetup } from './setup.ts';
import { sourceRoutes } from './sources/routes.ts';

/**
 * The CRM (plugin contract v2, docs/plugins.md): typed tables, one `setup` that builds its
 * services, and every other part receiving them. Its settings (config.ts) are the email feature's
 * and switch on optional adapters: a geocoder and an LLM.
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
    'email:connect': 'member',
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
    emailRoutes(app, hub, crm.email);
    locationRoutes(app, crm.location);
    aiRoutes(app, hub, crm.ai);
  },
  jobs: {
    [IMPORT_JOB]: (run, { imports }) => imports.run(run),
    [COLLECT_JOB]: (run, { collection }) => collection.job(run),
    [EMAIL_SYNC_JOB]: (run, { email }) => email.sync.job(run),
    [EMAIL_PROCESS_JOB]: (run, { email }) => email.processing.job(run),
    [GEOCODE_JOB]: (run, { location }) => location.job(run),
    [SEARCH_MERGE_JOB]: (run) =>
      mergeSearchIndex(run.hub, run.signal, {
        incremental: (run.payload as SearchMergePayload | null)?.incremental === true,
      }),
  },
  schedules: [
    { name: 'crm-email-sync', cron: EMAIL_SYNC_CRON, job: EMAIL_SYNC_JOB },
    { name: 'crm-search-merge', cron: SEARCH_MERGE_CRON, job: SEARCH_MERGE_JOB },
  ],
  // The BCC address's SMTP listener, when CRM_EMAIL_INBOUND_PORT is set.
  onStart: (_hub, { email }) => email.inbound.start(),
  onStop: (_hub, { email }) => email.inbound.stop(),
  cli: (program, hub, setup) => emailSyncCommand(program, hub, setup),
  // Other plugins: `dependsOn: [crmService]`, then `hub.use(crmService).contacts.create(…)`.
  services: (hub, { contacts, activities, sources }): CrmServices => ({
    contacts: {
      get: (orgId, id) => contacts.get(orgId, id),
      count: (orgId) => contacts.count(orgId),
      people: contactPeople(hub),
      findByEmail: contacts.findByEmail,
      findByPhone: contacts.findByPhone,
      all: contacts.all,
      audience: contactAudience(hub),
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
  seed: {
    demo: async (hub, demo, crm) => {
      await seedDemo(hub, crm, demo);
      await seedEmailDemo(hub, demo);
    },
  },
});

export type { CrmServices } from '../shared/services.ts';
export { crmService } from '../shared/services.ts';
export type { CrmSetup } from './setup.ts';
