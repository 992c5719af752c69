import { fromJson } from '@ecohub/core';
import { appEndpoint, ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { DEFAULT_WEBHOOK_PATH, type Listener } from '../../shared/configs.ts';
import type { DeploymentHub } from '../hub.ts';

export interface Target {
  appId: string;
  orgId: string;
  /** The app's current signing secret: the hub signs what it sends the app with it. */
  secret: string;
  baseUrl: string;
  listeners: Listener[];
}

/** Where an event type is sent in the target app: its listener for the event, else for '*'. */
export function endpointUrl(t: Target, eventType: string): string {
  const l = t.listeners.find((x) => x.event === eventType) ?? t.listeners.find((x) => x.event === '*');
  return appEndpoint(t.baseUrl, l?.path ?? DEFAULT_WEBHOOK_PATH);
}

/** How long a resolved target is reused: a rotated secret or moved URL is picked up within it. */
const TTL_MS = 5_000;

/** Target apps (URL, secret, listeners), cached briefly per process. */
export function targetCache(hub: DeploymentHub) {
  const cache = new Map<string, { at: number; target: Target | null }>();
  return async (appId: string): Promise<Target | null> => {
    const now = Date.now();
    const hit = cache.get(appId);
    if (hit && now - hit.at < TTL_MS) return hit.target;
    const app = await hub.use(ecosystemService).apps.resolve(appId);
    let target: Target | null = null;
    if (app?.signingSecrets[0]) {
      const cfg = await hub.db
        .selectFrom('deploymentWebhookConfigs')
        .select('listeners')
        .where('appId', '=', appId)
        .executeTakeFirst();
      target = {
        appId,
        orgId: app.orgId,
        secret: app.signingSecrets[0],
        baseUrl: app.url,
        listeners: cfg ? fromJson<Listener[]>(cfg.listeners, []) : [],
      };
    }
    cache.set(appId, { at: now, target });
    return target;
  };
}
