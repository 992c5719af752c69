import { definePlugin, tablesOf } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import '@ecohub/plugin-scheduler/shared';
import '@ecohub/plugin-superhub/shared';
import { DRIP_JOB, SEND_JOB, WORKFLOW_JOB } from '../shared/jobs.ts';
import type { MarketingService } from '../shared/services.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { marketingConfig } from './config.ts';
import type { MarketingTables } from './db.ts';
import { dripRoutes } from './drips/routes.ts';
import { onBooking, onContactCreated, onContactUpdated, onEmailReceived } from './events.ts';
import { listRoutes } from './lists/routes.ts';
import { migrations } from './migrations/index.ts';
import { seedDemoMarketing } from './seed/demo.ts';
import { sendCampaign } from './sending/job.ts';
import { marketingSetup } from './setup.ts';
import { statsRoutes } from './stats/routes.ts';
import { trackingRoutes } from './tracking/routes.ts';
import { onTrackedEvent } from './tracking/tracked.ts';
import { workflowRoutes } from './workflows/routes.ts';
import { runWorkflow } from './workflows/run.ts';

/**
 * Marketing automation (spec 002 /marketing, 001 §2.5 automation): subscriber lists from CRM
 * contacts, campaigns sent through core's mailer as durable jobs, tracking, one-click
 * unsubscribe, drip sequences and workflows.
 */
export default definePlugin({
  id: 'marketing',
  dependsOn: [crmService],
  config: marketingConfig,
  tables: tablesOf<MarketingTables>(),
  migrations,
  permissions: { 'marketing:read': 'viewer', 'marketing:write': 'member' },
  setup: marketingSetup,
  routes: (app, _hub, m) => {
    statsRoutes(app, m.stats, m.activity);
    listRoutes(app, m.lists, m.suppression);
    campaignRoutes(app, m.campaigns);
    dripRoutes(app, m.drips);
    workflowRoutes(app, m.workflows);
    trackingRoutes(app, m.tracking);
  },
  jobs: {
    [SEND_JOB]: (run, m) => sendCampaign(run, m),
    [DRIP_JOB]: async (_run, m) => ({ sent: await m.drips.tick() }),
    [WORKFLOW_JOB]: (run, m) => runWorkflow(run, m),
  },
  schedules: [{ name: 'marketing-drips', cron: '* * * * *', job: DRIP_JOB }],
  events: {
    'crm.contact-created': (e, _hub, m) => onContactCreated(m, e),
    'crm.contact-updated': (e, _hub, m) => onContactUpdated(m, e),
    'scheduler.booking-created': (e, _hub, m) => onBooking(m, e),
    'crm.email-received': (e, _hub, m) => onEmailReceived(m, e),
    'superhub.event-received': (e, _hub, m) => onTrackedEvent(m, e),
  },
  services: (_hub, m): MarketingService => ({
    automation: (orgId, at) => m.workflows.summary(orgId, at),
    subscribers: (orgId) => m.lists.subscriberCount(orgId),
  }),
  seed: { demo: (hub, demo, m) => seedDemoMarketing(hub, m, demo) },
});

export type { MarketingService } from '../shared/services.ts';
export { marketingService } from '../shared/services.ts';
