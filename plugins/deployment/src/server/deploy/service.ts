import { forOrg, toIso } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import type { AppDeployResult } from '../../shared/deploy.ts';
import type { ConfigStore } from '../configs/service.ts';
import type { DeploymentHub } from '../hub.ts';
import { CONFIG_PATH, signedCall } from './push.ts';

/** Pushes configurations to the apps' SDK endpoint and records what each acknowledged. */
export function deployer(hub: DeploymentHub, configs: ConfigStore) {
  return {
    /** The organisation's applications, in the registry's order. */
    apps: (orgId: string) => hub.use(ecosystemService).apps.list(orgId),
    /**
     * Sends the app its configuration (stored first when it had none, so the version exists); the
     * deploy counts only with the SDK's ack `{ack: true, app_id, version}` for that version.
     */
    async deployApp(orgId: string, appId: string): Promise<AppDeployResult> {
      const config = await configs.ensure(orgId, appId);
      const { version, listeners, triggers, app } = config;
      const r = await signedCall(hub, orgId, appId, CONFIG_PATH, 'config.deployed', {
        app,
        app_id: appId,
        version,
        listeners,
        triggers,
      });
      const ack = r.answer as { ack?: unknown; app_id?: unknown; version?: unknown } | null;
      const acked = r.ok && ack?.ack === true && ack.app_id === appId && ack.version === version;
      if (acked)
        await forOrg(hub.db, orgId)
          .updateTable('deploymentWebhookConfigs')
          .set({ deployedVersion: version, updatedAt: toIso(hub.clock.now()) })
          .where('appId', '=', appId)
          .where('version', '=', version)
          .execute();
      return {
        app_id: appId,
        app,
        success: acked,
        version,
        status: r.status,
        error: acked ? null : (r.error ?? 'The application did not acknowledge the configuration'),
      };
    },
    /** POST /api/test-webhook/{appId}: a signed test event to the app's webhook endpoint. */
    async testApp(orgId: string, appId: string, testData: { test_message: string }) {
      const config = await configs.ensure(orgId, appId);
      const listener = config.listeners.find((l) => l.event === 'webhook.test') ??
        config.listeners.find((l) => l.event === '*') ?? { path: '/ecohub/webhooks' };
      const r = await signedCall(hub, orgId, appId, listener.path, 'webhook.test', { testData });
      return { success: r.ok, app_id: appId, status: r.status, error: r.error };
    },
  };
}

export type Deployer = ReturnType<typeof deployer>;
