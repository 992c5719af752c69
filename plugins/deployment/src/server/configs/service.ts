import { badRequest, type FieldIssue, forOrg, fromJson, notFound, toIso, toJson } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import {
  DEFAULT_WEBHOOK_PATH,
  type Listener,
  type Trigger,
  type WebhookConfig,
  type WebhookConfigInput,
} from '../../shared/configs.ts';
import { CONFIG_CHANGED_CHANNEL, type ConfigChanged } from '../forwarding/targets.ts';
import type { DeploymentHub } from '../hub.ts';

/** An app without a stored configuration listens on the SDK's endpoint for every event. */
const defaultListeners = (): Listener[] => [{ event: '*', path: DEFAULT_WEBHOOK_PATH }];

export function configStore(hub: DeploymentHub) {
  const apps = () => hub.use(ecosystemService).apps;

  return {
    /** One configuration per application of the organisation (stored or the default one). */
    async list(orgId: string): Promise<WebhookConfig[]> {
      const [registered, stored] = await Promise.all([
        apps().list(orgId),
        forOrg(hub.db, orgId).selectFrom('deploymentWebhookConfigs').selectAll().execute(),
      ]);
      const byApp = new Map(stored.map((r) => [r.appId, r]));
      return registered.map((a) => {
        const r = byApp.get(a.id);
        return {
          app: a.name,
          app_id: a.id,
          listeners: r ? fromJson<Listener[]>(r.listeners, []) : defaultListeners(),
          triggers: r ? fromJson<Trigger[]>(r.triggers, []) : [],
          version: r?.version ?? 0,
          deployed_version: r?.deployedVersion ?? null,
          updated_at: r?.updatedAt ?? null,
        };
      });
    },

    /** The app's configuration; the default one is stored first when it has none (a deploy needs a version). */
    async ensure(orgId: string, appId: string): Promise<WebhookConfig> {
      const found = (await this.list(orgId)).find((c) => c.app_id === appId);
      if (!found) throw notFound('Application not found');
      if (found.version > 0) return found;
      const now = toIso(hub.clock.now());
      await forOrg(hub.db, orgId)
        .insertInto('deploymentWebhookConfigs', {
          appId,
          listeners: toJson(found.listeners),
          triggers: toJson(found.triggers),
          version: 1,
          deployedVersion: null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((oc) => oc.column('appId').doNothing())
        .execute();
      return { ...found, version: 1, updated_at: now };
    },

    /**
     * Saves an app's configuration. The app and every trigger's targets must be applications of the
     * caller's organisation: a forward to another organisation's app is refused (400, by field).
     */
    async save(orgId: string, appId: string, input: WebhookConfigInput): Promise<WebhookConfig> {
      const registered = await apps().list(orgId);
      const own = new Set(registered.map((a) => a.id));
      const app = registered.find((a) => a.id === appId);
      if (!app) throw notFound('Application not found');
      const issues: FieldIssue[] = [];
      for (const [i, t] of input.triggers.entries())
        for (const [j, target] of t.forward_to.entries()) {
          const path = `triggers.${i}.forward_to.${j}`;
          if (!own.has(target))
            issues.push({
              path,
              message: 'A trigger may forward only to applications of the same organisation',
            });
          else if (target === appId)
            issues.push({ path, message: 'An application cannot forward to itself' });
        }
      if (issues.length) throw badRequest('Invalid webhook configuration', issues);
      const triggers = input.triggers.map((t) => ({ ...t, forward_to: [...new Set(t.forward_to)] }));
      const now = toIso(hub.clock.now());
      const scoped = forOrg(hub.db, orgId);
      const existing = await scoped
        .selectFrom('deploymentWebhookConfigs')
        .select(['version', 'deployedVersion'])
        .where('appId', '=', appId)
        .executeTakeFirst();
      if (existing) {
        await scoped
          .updateTable('deploymentWebhookConfigs')
          .set({
            listeners: toJson(input.listeners),
            triggers: toJson(triggers),
            version: existing.version + 1,
            updatedAt: now,
          })
          .where('appId', '=', appId)
          .execute();
      } else {
        await scoped
          .insertInto('deploymentWebhookConfigs', {
            appId,
            listeners: toJson(input.listeners),
            triggers: toJson(triggers),
            version: 1,
            deployedVersion: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
      }
      hub.broadcast.publish(CONFIG_CHANGED_CHANNEL, { appId } satisfies ConfigChanged);
      return {
        app: app.name,
        app_id: appId,
        listeners: input.listeners,
        triggers,
        version: (existing?.version ?? 0) + 1,
        deployed_version: existing?.deployedVersion ?? null,
        updated_at: now,
      };
    },
  };
}

export type ConfigStore = ReturnType<typeof configStore>;
