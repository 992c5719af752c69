// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';

/** The outcome of one signed call to an app. */
export interface AppCallResult {
  ok: boolean;
  /** The app's HTTP status, null when it could not be reached. */
  status: number | null;
  /** Our own words, never text the app sent. */
  error: string | null;
}

/** What deployment offers other plugins (`optionalDependsOn: [deploymentService]`). */
export interface DeploymentServices {
  apps: {
    /**
     * Sends `{type, timestamp, data}` to one of the organisation's apps, signed with the app's
     * secret (Standard Webhooks), on the app's listener for `type` (else its '*' listener, else
     * the SDK's webhook path).
     */
    notify(orgId: string, appId: string, type: string, data: unknown): Promise<AppCallResult>;
  };
}

export const deploymentService = serviceRef<DeploymentServices>('deployment');
