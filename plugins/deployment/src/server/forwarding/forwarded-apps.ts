import { APP_CHANGED_CHANNEL, type AppChanged } from '@ecohub/plugin-ecosystem/shared';
import type { DeploymentHub } from '../hub.ts';
import { CONFIG_CHANGED_CHANNEL, type ConfigChanged } from './targets.ts';

/**
 * How long "this app has (no) webhook configuration" is reused. A configuration saved through any
 * hub process drops the app's entry at once on every process (`hub.broadcast`: this one at once,
 * the others within its batching, ~50 ms); the TTL bounds the rest.
 */
const TTL_MS = 5_000;

/**
 * Whether SuperHub's next commit of these apps' events needs forwarding's outbox: true when one of
 * them has a webhook configuration (then the outbox joins the commit and reads the configuration in
 * its transaction). Answered from memory after the first commit of each app: this runs before every
 * commit of ingested events.
 */
export function forwardedApps(hub: DeploymentHub) {
  const cache = new Map<string, { at: number; configured: boolean }>();
  // A change announced while a lookup is under way: that lookup's answer is not kept.
  let changes = 0;
  const forget = (appId: string) => {
    changes++;
    cache.delete(appId);
  };
  hub.broadcast.subscribe(APP_CHANGED_CHANNEL, (m) => forget((m as AppChanged).id));
  hub.broadcast.subscribe(CONFIG_CHANGED_CHANNEL, (m) => forget((m as ConfigChanged).appId));
  return async (appIds: readonly string[]): Promise<boolean> => {
    const now = Date.now();
    const unknown: string[] = [];
    for (const appId of appIds) {
      const hit = cache.get(appId);
      if (!hit || now - hit.at >= TTL_MS) unknown.push(appId);
      else if (hit.configured) return true;
    }
    if (unknown.length === 0) return false;
    const seen = changes;
    const rows = await hub.db
      .selectFrom('deploymentWebhookConfigs')
      .select('appId')
      .where('appId', 'in', unknown)
      .execute();
    const configured = new Set(rows.map((r) => r.appId));
    if (seen === changes)
      for (const appId of unknown) cache.set(appId, { at: now, configured: configured.has(appId) });
    return configured.size > 0;
  };
}
