import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { appIdParamSchema } from '../../shared/configs.ts';
import { monitoringConfigSchema } from '../../shared/phase3.ts';
import type { DeploymentHub } from '../hub.ts';
import { healthCheck } from './health.ts';
import type { Integrations } from './integrations.ts';
import type { MonitoringStore } from './monitoring.ts';

/** Phase 3 (spec 002 §7): integrate, integration status, health check, monitoring config. */
export function phase3Routes(
  app: HubApp,
  hub: DeploymentHub,
  integrations: Integrations,
  monitoring: MonitoringStore,
): void {
  const read = requirePermission('deployment:read', { allowDemo: true });
  const write = requirePermission('deployment:write');

  app.post('/api/integrate-all', write, async (c) => {
    const { total_apps, jobIds } = await integrations.integrateAll(orgOf(c));
    return c.json({ summary: { total_apps }, jobIds }, 202);
  });
  app.post('/api/integrate/:appId', write, validate('param', appIdParamSchema), async (c) => {
    const appId = c.req.valid('param').appId;
    return c.json({ app_id: appId, jobId: await integrations.integrate(orgOf(c), appId) }, 202);
  });
  app.get('/api/integration-status', read, async (c) => c.json(await integrations.status(orgOf(c))));
  app.get('/api/health-check', read, async (c) => c.json(await healthCheck(hub, orgOf(c))));
  app.get('/api/monitoring-config', read, async (c) => c.json(await monitoring.get(orgOf(c))));
  app.put('/api/monitoring-config', write, validate('json', monitoringConfigSchema), async (c) =>
    c.json(await monitoring.save(orgOf(c), c.req.valid('json'))),
  );
}
