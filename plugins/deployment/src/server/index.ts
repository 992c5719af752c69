import { definePlugin, tablesOf } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { DEPLOY_JOB } from '../shared/deploy.ts';
import { deployCommand } from './cli/deploy-command.ts';
import { deploymentConfig } from './config.ts';
import { configRoutes } from './configs/routes.ts';
import { configStore } from './configs/service.ts';
import type { DeploymentTables } from './db.ts';
import { deliveryRoutes } from './deliveries/routes.ts';
import { deliveryStore } from './deliveries/service.ts';
import { deployAll } from './deploy/job.ts';
import { deployRoutes } from './deploy/routes.ts';
import { deployer } from './deploy/service.ts';
import { writeDeliveries } from './forwarding/outbox.ts';
import { deliveryWorker } from './forwarding/worker.ts';
import { migrations } from './migrations/index.ts';

/**
 * Webhook Deployment Center (spec 002): per-app webhook configurations and the forwarding of
 * ingested events between sibling apps (transactional outbox in SuperHub's commit, a delivery
 * worker with retries, Retry-After, 410 and half-open handling, replay).
 */
export default definePlugin({
  id: 'deployment',
  dependsOn: [ecosystemService, 'superhub'],
  config: deploymentConfig,
  tables: tablesOf<DeploymentTables>(),
  migrations,
  permissions: { 'deployment:read': 'viewer', 'deployment:write': 'admin' },
  setup: (hub) => {
    const worker = deliveryWorker(hub);
    const configs = configStore(hub);
    return { worker, configs, deliveries: deliveryStore(hub, worker.wake), deployer: deployer(hub, configs) };
  },
  routes: (app, hub, { configs, deliveries, deployer }) => {
    configRoutes(app, configs);
    deliveryRoutes(app, deliveries);
    deployRoutes(app, hub, deployer);
  },
  jobs: { [DEPLOY_JOB]: (run, { deployer }) => deployAll(run, deployer) },
  events: {
    'superhub.events-committing': (payload, hub) => writeDeliveries(hub, payload),
    // After the commit: the deliveries it wrote are visible now.
    'superhub.event-received': (_e, _hub, { worker }) => worker.wake(),
  },
  cli: (program, hub, setup) => deployCommand(program, hub, setup),
  onStart: (hub, { worker }) => {
    if (hub.settings.DEPLOYMENT_WORKER) worker.start();
  },
  onStop: (_hub, { worker }) => worker.stop(),
});
