import { fromJson } from '@ecohub/core';
import {
  APP_CHANGED_CHANNEL,
  type AppChanged,
  appEndpoint,
  ecosystemService,
} from '@ecohub/plugin-ecosystem/shared';
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

/**
 * How long a resolved target is reused. A change made through the registry (secret, URL) or to the
 * app's listeners drops it at once on every hub process (`hub.broadcast`); the TTL bounds the rest.
 */
const TTL_MS = 5_000;

/** The broadcast channel on which a saved webhook configuration (its listeners) is announced. */
export const CONFIG_CHANGED_CHANNEL = 'deployment.config-changed';
export interface ConfigChanged {
  appId: string;
}

/** Target apps (URL, secret, listeners), cached briefly per process. */
export function targetCache(hub: DeploymentHub) {
  const cache = new Map<string, { at: number; target: Target | null }>();
  hub.broadcast.subscribe(APP_CHANGED_CHANNEL, (m) => cache.delete((m as AppChanged).id));
  hub.broadcast.subscribe(CONFIG_CHANGED_CHANNEL, (m) => cache.delete((m as ConfigChanged).appId));
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
