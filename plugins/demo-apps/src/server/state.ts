import { fromJson, toIso, toJson } from '@ecohub/core';
import type { DeployedConfig } from '@ecohub/sdk/server';
import type { DemoAppsHub } from './hub.ts';

/** What one mounted demo app remembers, kept in the database so a restart keeps it. */
export interface AppState {
  deployed: DeployedConfig | null;
  acknowledgedAt: string | null;
  received: number;
  lastEvent: string | null;
  lastEventAt: string | null;
}

export interface ReceivedEvent {
  webhookId: string;
  type: string | null;
  received_at: string;
}

/** The events kept per app (the newest); older ones are dropped as new ones arrive. */
export const KEPT_EVENTS = 200;

interface App {
  id: string;
  orgId: string;
}

/** Each demo app's acknowledged configuration and received events (demo_app_states, demo_app_events). */
export function appStates(hub: DemoAppsHub) {
  const now = () => toIso(hub.clock.now());
  return {
    async get(appId: string): Promise<AppState> {
      const row = await hub.db
        .selectFrom('demoAppStates')
        .selectAll()
        .where('appId', '=', appId)
        .executeTakeFirst();
      return {
        deployed: row ? fromJson<DeployedConfig | null>(row.config, null) : null,
        acknowledgedAt: row?.acknowledgedAt ?? null,
        received: row?.eventsReceived ?? 0,
        lastEvent: row?.lastEvent ?? null,
        lastEventAt: row?.lastEventAt ?? null,
      };
    },

    /** The configuration the app verified and acknowledges (the ack follows this commit). */
    async acknowledge(app: App, config: DeployedConfig): Promise<void> {
      const at = now();
      const values = {
        config: toJson(config),
        configVersion: config.version,
        acknowledgedAt: at,
        updatedAt: at,
      };
      await hub.db
        .insertInto('demoAppStates')
        .values({ appId: app.id, orgId: app.orgId, eventsReceived: 0, ...values })
        .onConflict((oc) => oc.column('appId').doUpdateSet(values))
        .execute();
    },

    /**
     * A verified event: stored under its webhook-id and counted once (a redelivery of the same id is
     * recognised and not counted again). Returns whether it was new.
     */
    received(app: App, webhookId: string, event: unknown): Promise<boolean> {
      const at = now();
      const t = (event as { type?: unknown } | null)?.type;
      const type = typeof t === 'string' ? t : null;
      return hub.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('demoAppEvents')
          .values({
            appId: app.id,
            webhookId,
            orgId: app.orgId,
            type,
            payload: toJson(event),
            receivedAt: at,
          })
          .onConflict((oc) => oc.columns(['appId', 'webhookId']).doNothing())
          .returning('webhookId')
          .execute();
        if (inserted.length === 0) return false;
        const counted = { lastEvent: type, lastEventAt: at, updatedAt: at };
        await trx
          .insertInto('demoAppStates')
          .values({ appId: app.id, orgId: app.orgId, eventsReceived: 1, ...counted })
          .onConflict((oc) =>
            oc.column('appId').doUpdateSet((eb) => ({
              eventsReceived: eb('demoAppStates.eventsReceived', '+', 1),
              ...counted,
            })),
          )
          .execute();
        const oldest = await trx
          .selectFrom('demoAppEvents')
          .select('receivedAt')
          .where('appId', '=', app.id)
          .orderBy('receivedAt', 'desc')
          .limit(1)
          .offset(KEPT_EVENTS)
          .executeTakeFirst();
        if (oldest)
          await trx
            .deleteFrom('demoAppEvents')
            .where('appId', '=', app.id)
            .where('receivedAt', '<=', oldest.receivedAt)
            .execute();
        return true;
      });
    },

    /** The newest events an app received, newest first. */
    async events(appId: string, limit = 20): Promise<ReceivedEvent[]> {
      const rows = await hub.db
        .selectFrom('demoAppEvents')
        .select(['webhookId', 'type', 'receivedAt'])
        .where('appId', '=', appId)
        .orderBy('receivedAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ webhookId: r.webhookId, type: r.type, received_at: r.receivedAt }));
    },
  };
}

export type AppStates = ReturnType<typeof appStates>;
