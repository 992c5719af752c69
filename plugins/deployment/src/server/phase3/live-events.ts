import { type CoreTables, forOrg } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import type { Kysely } from 'kysely';
import type { LiveEvent } from '../../shared/phase3.ts';
import type { DeploymentHub } from '../hub.ts';

/** The spec's live stream shows the first 10 events. */
export const LIVE_EVENTS = 10;

/** SuperHub's event log as this plugin reads it (read only; SuperHub owns and writes it). */
interface SuperhubLog {
  superhubEvents: {
    id: string;
    orgId: string;
    appId: string;
    event: string;
    status: string;
    tag: string;
    receivedAt: string;
  };
}

export const describeEvent = (e: { event: string; tag: string }) =>
  e.tag ? `${e.event} · ${e.tag}` : e.event;

/** The organisation's latest events, newest first, with the app's name. */
export async function liveEvents(hub: DeploymentHub, orgId: string): Promise<LiveEvent[]> {
  const db = hub.db as unknown as Kysely<CoreTables & SuperhubLog>;
  const [rows, apps] = await Promise.all([
    forOrg(db, orgId)
      .selectFrom('superhubEvents')
      .select(['id', 'appId', 'event', 'status', 'tag', 'receivedAt'])
      .orderBy('receivedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(LIVE_EVENTS)
      .execute(),
    hub.use(ecosystemService).apps.list(orgId),
  ]);
  const names = new Map(apps.map((a) => [a.id, a.name]));
  return rows.map((r) => ({
    id: r.id,
    app: names.get(r.appId) ?? r.appId,
    app_id: r.appId,
    status: r.status,
    description: describeEvent(r),
    timestamp: r.receivedAt,
  }));
}

/** One event as the stream sends it (the app's name looked up by the caller). */
export const toLiveEvent = (e: EventReceived, app: string): LiveEvent => ({
  id: e.id,
  app,
  app_id: e.appId,
  status: e.status,
  description: describeEvent(e),
  timestamp: e.receivedAt,
});

/** The broadcast channel of the live stream: every hub process's received events reach every stream. */
export const LIVE_CHANNEL = 'deployment.live-event';

export interface LiveMessage {
  orgId: string;
  event: LiveEvent;
}

/** Sends a received event to the live streams of every hub process (the app named by each stream). */
export const publishLiveEvent = (hub: DeploymentHub, e: EventReceived): void =>
  hub.broadcast.publish(LIVE_CHANNEL, { orgId: e.orgId, event: toLiveEvent(e, '') } satisfies LiveMessage);
