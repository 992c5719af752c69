import { definePlugin, type JobRun, tablesOf } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import { RECONCILE_CRON, RECONCILE_JOB } from '../shared/jobs.ts';
import type { SchedulerService } from '../shared/services.ts';
import { adminRoutes } from './admin/routes.ts';
import { availabilityStore } from './availability/service.ts';
import { bookingStore } from './bookings/service.ts';
import { reconcileCalcom } from './calcom/reconcile.ts';
import { calUpsert } from './calcom/upsert.ts';
import { calWebhookRoutes } from './calcom/webhook.ts';
import { schedulerConfig } from './config.ts';
import { crmLink } from './crm/link.ts';
import type { SchedulerTables } from './db.ts';
import { mailTemplates } from './mail-templates.ts';
import { migrations } from './migrations/index.ts';
import { bookableOrg } from './public/org.ts';
import { publicRoutes } from './public/routes.ts';
import { seedDemoScheduler } from './seed/demo.ts';

/** /scheduler: built-in 30-minute bookings, or a self-hosted Cal.com by configuration (README). */
export default definePlugin({
  id: 'scheduler',
  dependsOn: [crmService],
  config: schedulerConfig,
  tables: tablesOf<SchedulerTables>(),
  migrations,
  permissions: { 'scheduler:read': 'viewer', 'scheduler:manage': 'admin' },
  mailTemplates,
  setup: (hub) => {
    const availability = availabilityStore(hub);
    const bookings = bookingStore(hub, availability, crmLink(hub));
    const upsert = calUpsert(hub, bookings);
    const reconcile = (run: JobRun) => reconcileCalcom(run, hub, upsert);
    return { availability, bookings, upsert, reconcile, orgs: bookableOrg(hub) };
  },
  routes: (app, hub, { availability, bookings, upsert, orgs }) => {
    publicRoutes(app, hub, bookings, orgs);
    adminRoutes(app, hub, availability, bookings);
    calWebhookRoutes(app, hub, upsert);
  },
  // The Cal.com adapter frames the self-hosted Cal origin on /scheduler (nothing else is framed).
  frameSources: async (hub) => (hub.settings.CALCOM_ORIGIN ? [hub.settings.CALCOM_ORIGIN] : []),
  jobs: { [RECONCILE_JOB]: (run, { reconcile }) => reconcile(run) },
  schedules: [{ name: RECONCILE_JOB, cron: RECONCILE_CRON, job: RECONCILE_JOB }],
  services: (hub, { bookings }): SchedulerService => ({
    upcoming: (orgId, from) => bookings.list(orgId, from ?? hub.clock.now()),
  }),
  seed: { demo: (hub, demo, { availability }) => seedDemoScheduler(hub, availability, demo) },
});

export type { SchedulerService } from '../shared/services.ts';
export { schedulerService } from '../shared/services.ts';
