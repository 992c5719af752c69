import { DEMO_HEADERS, getQueryFn, useQuery } from '@ecohub/web-kit';
import type { WebhookConfig } from '../shared/configs.ts';
import type { DeploymentStatus } from '../shared/deploy.ts';
import type { HealthCheck, IntegrationStatus, LiveEvent } from '../shared/phase3.ts';

/** Polling periods of spec 002 §9. */
export const POLL = { deploymentStatus: 30_000, integrationStatus: 5_000, liveEvents: 3_000, health: 10_000 };

/** A GET of the deployment API, for the signed-in organisation or (demo) the demo organisation. */
export function useDeploymentQuery<T>(path: string, demo: boolean, refetchInterval: number | false = false) {
  return useQuery<T>({
    queryKey: [path, { demo }],
    queryFn: getQueryFn(demo ? { headers: { ...DEMO_HEADERS } } : {}) as () => Promise<T>,
    refetchInterval,
  });
}

export const useDeploymentStatus = (demo: boolean) =>
  useDeploymentQuery<DeploymentStatus>('/api/deployment-status', demo, POLL.deploymentStatus);
export const useWebhookConfigs = (demo: boolean) =>
  useDeploymentQuery<{ configs: WebhookConfig[] }>('/api/webhook-configs', demo);
export const useIntegrationStatus = (demo: boolean, auto: boolean) =>
  useDeploymentQuery<IntegrationStatus>(
    '/api/integration-status',
    demo,
    auto ? POLL.integrationStatus : false,
  );
export const useLiveEvents = (demo: boolean) =>
  useDeploymentQuery<{ events: LiveEvent[] }>('/api/live-events', demo, POLL.liveEvents);
export const useHealth = (demo: boolean) =>
  useDeploymentQuery<HealthCheck>('/api/health-check', demo, POLL.health);
