import { definePlugin, tablesOf } from '@ecohub/core';
import { analyticsService } from '@ecohub/plugin-analytics/shared';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { DEPLOY_JOB } from '../shared/deploy.ts';
import { CRAWL_CRON, CRAWL_JOB, CRAWL_SCHEDULE_JOB } from '../shared/link-fixes.ts';
import { INTEGRATE_JOB, PROBE_JOB } from '../shared/phase3.ts';
import type { DeploymentServices } from '../shared/services.ts';
import { deployCommand } from './cli/deploy-command.ts';
import { linkCrawlCommand } from './cli/link-crawl-command.ts';
import { deploymentConfig } from './config.ts';
import { configRoutes } from './configs/routes.ts';
import { configStore } from './configs/service.ts';
import type { DeploymentTables } from './db.ts';
import { deliveryRoutes } from './deliveries/routes.ts';
import { deliveryStore } from './deliveries/service.ts';
import { deployAll } from './deploy/job.ts';
import { appNotifier } from './deploy/notify.ts';
import { deployRoutes } from './deploy/routes.ts';
import { deployer } from './deploy/service.ts';
import { downloadRoutes } from './downloads/routes.ts';
import { forwardedApps } from './forwarding/forwarded-apps.ts';
import { outbox } from './forwarding/outbox.ts';
import { deliveryWorker } from './forwarding/worker.ts';
import { runCrawl, scheduleCrawls } from './link-fixes/crawl-job.ts';
import { linkFixRoutes } from './link-fixes/routes.ts';
import { seedDemoCrawl } from './link-fixes/seed.ts';
import { migrations } from './migrations/index.ts';
import { probeAll } from './phase3/health.ts';
import { integrateApp } from './phase3/integrate.ts';
import { integrations } from './phase3/integrations.ts';
import { publishLiveEvent } from './phase3/live-events.ts';
import { liveRoutes } from './phase3/live-routes.ts';
import { monitoringStore } from './phase3/monitoring.ts';
import { phase3Routes } from './phase3/routes.ts';
import { seedDemoConfigs } from './seed/demo.ts';

/**
 * Webhook Deployment Center (spec 002): per-app webhook configurations and the forwarding of
 * ingested events between sibling apps (transactional outbox in SuperHub's commit, a delivery
 * worker with retries, Retry-After, 410 and half-open handling, replay). Link Fix Deployment
 * (spec 002): a crawl of the apps' sites finds broken links, proposes redirects and deploys them.
 */
export default definePlugin({
  id: 'deployment',
  dependsOn: [ecosystemService, 'superhub'],
  // Its monitoring config's analytics part is analytics' goals definition when analytics is enabled.
  optionalDependsOn: [analyticsService],
  config: deploymentConfig,
  tables: tablesOf<DeploymentTables>(),
  migrations,
  permissions: { 'deployment:read': 'viewer', 'deployment:write': 'admin' },
  setup: (hub) => {
    const worker = deliveryWorker(hub);
    const configs = configStore(hub);
    return {
      hub,
      worker,
      // Set when a commit wrote deliveries: the worker is woken once after that commit, not after
      // every event ingested (most events forward nowhere; a wake costs a claim).
      forwarding: { due: false },
      writeDeliveries: outbox(hub),
      forwardedApps: forwardedApps(hub),
      configs,
      deliveries: deliveryStore(hub, worker.wake),
      deployer: deployer(hub, configs),
      integrations: integrations(hub),
      monitoring: monitoringStore(hub),
    };
  },
  routes: (app, hub, s) => {
    configRoutes(app, s.configs);
    deliveryRoutes(app, s.deliveries);
    deployRoutes(app, hub, s.deployer);
    downloadRoutes(app, hub, s.configs);
    phase3Routes(app, hub, s.integrations, s.monitoring);
    liveRoutes(app, hub);
    linkFixRoutes(app, hub);
  },
  jobs: {
    [DEPLOY_JOB]: (run, { deployer }) => deployAll(run, deployer),
    [INTEGRATE_JOB]: (run, { hub, deployer }) => integrateApp(hub, run, deployer),
    [PROBE_JOB]: (_run, { hub }) => probeAll(hub),
    [CRAWL_JOB]: (run, { hub }) => runCrawl(run, hub),
    [CRAWL_SCHEDULE_JOB]: (_run, { hub }) => scheduleCrawls(hub),
  },
  // Health probes of every app (GET /api/health-check reads the last 24 hours of them).
  schedules: [
    { name: 'deployment-health-probes', cron: '*/5 * * * *', job: PROBE_JOB },
    // The nightly re-crawl of every organisation's sites (link fixes).
    { name: 'deployment-link-crawl', cron: CRAWL_CRON, job: CRAWL_SCHEDULE_JOB },
  ],
  events: {
    // Forwarding joins the commits of apps that have a webhook configuration (and, unsure, any).
    'superhub.events-arriving': async ({ appIds, join }, hub, { forwardedApps }) => {
      try {
        if (await forwardedApps(appIds)) join();
      } catch (err) {
        hub.log.warn({ err }, 'webhook configurations unreadable: forwarding joins the commit');
        join();
      }
    },
    'superhub.events-committing': async (payload, _hub, { forwarding, writeDeliveries }) => {
      if (await writeDeliveries(payload)) forwarding.due = true;
    },
    // After the commit: the deliveries it wrote are visible now.
    'superhub.event-received': (e, hub, { worker, forwarding }) => {
      if (forwarding.due) {
        forwarding.due = false;
        worker.wake();
      }
      publishLiveEvent(hub, e); // to the live streams of every hub process
    },
  },
  services: (hub, { configs }): DeploymentServices => ({ apps: { notify: appNotifier(hub, configs) } }),
  seed: {
    demo: async (hub, demo, { configs }) => {
      await seedDemoConfigs(configs, demo);
      await seedDemoCrawl(hub, demo);
    },
  },
  cli: (program, hub, setup, terminal) => {
    deployCommand(program, hub, setup, terminal);
    linkCrawlCommand(program, hub);
  },
  onStart: (hub, { worker }) => {
    if (hub.settings.DEPLOYMENT_WORKER) worker.start();
  },
  onStop: (_hub, { worker }) => worker.stop(),
});
