import { DEFAULT_WEBHOOK_PATH } from '../../shared/configs.ts';
import type { AppCallResult } from '../../shared/services.ts';
import type { ConfigStore } from '../configs/service.ts';
import type { DeploymentHub } from '../hub.ts';
import { signedCall } from './push.ts';

/** `deploymentService.apps.notify`: the signed call of a deploy, to the app's listener for the event. */
export function appNotifier(hub: DeploymentHub, configs: ConfigStore) {
  return async (orgId: string, appId: string, type: string, data: unknown): Promise<AppCallResult> => {
    const config = (await configs.list(orgId)).find((c) => c.app_id === appId);
    if (!config) return { ok: false, status: null, error: 'Application not found' };
    const listener =
      config.listeners.find((l) => l.event === type) ?? config.listeners.find((l) => l.event === '*');
    const { ok, status, error } = await signedCall(
      hub,
      orgId,
      appId,
      listener?.path ?? DEFAULT_WEBHOOK_PATH,
      type,
      data,
    );
    return { ok, status, error };
  };
}
