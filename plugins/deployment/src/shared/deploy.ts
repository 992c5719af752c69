import { z } from 'zod';

/** The bulk deploy job (POST /api/deploy-webhooks): its name, payload and result. */
export const DEPLOY_JOB = 'deployment.deploy-webhooks';

export interface DeployJobPayload {
  /** One app only; every app of the organisation otherwise. */
  appId?: string;
}

export interface AppDeployResult {
  app_id: string;
  app: string;
  success: boolean;
  version: number;
  status: number | null;
  error: string | null;
}

export interface DeployResult {
  successful: number;
  total_apps: number;
  results: AppDeployResult[];
}

export const testWebhookSchema = z.object({
  testData: z.object({
    test_message: z.string().trim().min(1, 'Test message is required').max(500, 'At most 500 characters'),
  }),
});

export const deployBodySchema = z.object({ appId: z.string().trim().min(1).max(64).optional() }).default({});

export interface DeploymentStatus {
  summary: { total_apps: number; active_apps: number; pending_apps: number; total_events: number };
  apps: Record<
    string,
    {
      status: 'active' | 'pending';
      app_id: string;
      name: string;
      event_count: number;
      webhook_endpoints: number;
      last_event: string | null;
      config_acknowledged: boolean;
    }
  >;
}
