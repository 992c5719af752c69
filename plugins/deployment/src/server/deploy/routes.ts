import { type HubApp, notFound, orgOf, requirePermission, validate } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { appIdParamSchema } from '../../shared/configs.ts';
import { DEPLOY_JOB, deployBodySchema, testWebhookSchema } from '../../shared/deploy.ts';
import type { DeploymentHub } from '../hub.ts';
import type { Deployer } from './service.ts';
import { deploymentStatus } from './status.ts';

/** Deploy (a job), test event, deployment status (spec 002 §7). */
export function deployRoutes(app: HubApp, hub: DeploymentHub, deployer: Deployer): void {
  app.post(
    '/api/deploy-webhooks',
    requirePermission('deployment:write'),
    validate('json', deployBodySchema),
    async (c) => {
      const orgId = orgOf(c);
      const { appId } = c.req.valid('json');
      const apps = await hub.use(ecosystemService).apps.list(orgId);
      if (appId && !apps.some((a) => a.id === appId)) throw notFound('Application not found');
      const jobId = await hub.jobs.enqueue(DEPLOY_JOB, { appId }, { orgId });
      return c.json({ jobId, total_apps: appId ? 1 : apps.length }, 202);
    },
  );

  app.post(
    '/api/test-webhook/:appId',
    requirePermission('deployment:write'),
    validate('param', appIdParamSchema),
    validate('json', testWebhookSchema),
    async (c) =>
      c.json(await deployer.testApp(orgOf(c), c.req.valid('param').appId, c.req.valid('json').testData)),
  );

  app.get('/api/deployment-status', requirePermission('deployment:read', { allowDemo: true }), async (c) =>
    c.json(await deploymentStatus(hub, orgOf(c))),
  );
}
