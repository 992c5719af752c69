import { forOrg, type HubApp, num, orgOf, requirePermission, toIso } from '@ecohub/core';
import type { EcosystemServices } from '@ecohub/plugin-ecosystem/shared';
import {
  DASHBOARD_LOGS,
  type EventStream,
  INGEST_PATHS,
  LOG_PATHS,
  RECENT_WINDOW_MS,
  type SuperhubDashboard,
} from '../../shared/index.ts';
import type { FlagStore } from '../flags/service.ts';
import type { SuperhubHub } from '../hub.ts';

const STREAM_DOCS: Record<EventStream, string> = {
  webhook_events: 'Server events of your applications, newest first',
  user_activity: 'End-user activity: page views, tracked actions, identified users',
  errors: 'Events whose status is not ok',
};

/** Every stream an event is stored in. */
const STREAMS = Object.keys(LOG_PATHS) as EventStream[];

/** The endpoint documentation the dashboard shows, from the paths the routes are registered with. */
export const ENDPOINTS: SuperhubDashboard['endpoints'] = [
  ...INGEST_PATHS.map((path) => ({
    method: 'POST' as const,
    path,
    description:
      'Receive an event: signed per Standard Webhooks with the app secret (servers), or ?key=<publishable key> from an allowed origin (browsers)',
  })),
  ...(Object.entries(LOG_PATHS) as Array<[EventStream, string]>).map(([stream, path]) => ({
    method: 'GET' as const,
    path,
    description: `${STREAM_DOCS[stream]} (filters: app, event, status, tag, since, until; limit and cursor)`,
  })),
];

/** GET /api/superhub-dashboard: stats, each app's totals, the newest events, the flags, the endpoints. */
export function dashboardRoutes(
  app: HubApp,
  hub: SuperhubHub,
  { eco, flags }: { eco: EcosystemServices; flags: FlagStore },
): void {
  app.get('/api/superhub-dashboard', requirePermission('superhub:read', { allowDemo: true }), async (c) => {
    const orgId = orgOf(c);
    const org = forOrg(hub.db, orgId);
    const apps = await eco.apps.list(orgId);
    const byId = new Map(apps.map((a) => [a.id, a]));
    const since = toIso(new Date(hub.clock.now().getTime() - RECENT_WINDOW_MS));
    // Each stream's newest events through the (org, stream, received_at, id) index, merged here.
    const newest = (stream: EventStream) =>
      org
        .selectFrom('superhubEvents')
        .select(['id', 'appId', 'event', 'status', 'tag', 'receivedAt'])
        .where('stream', '=', stream)
        .orderBy('receivedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(DASHBOARD_LOGS)
        .execute();
    const [recent, perStream, counters, flagsNow] = await Promise.all([
      org
        .selectFrom('superhubEvents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('stream', 'in', STREAMS)
        .where('receivedAt', '>=', since)
        .executeTakeFirst(),
      Promise.all(STREAMS.map(newest)),
      org.selectFrom('superhubAppCounters').selectAll().execute(),
      flags.of(orgId),
    ]);
    const logs = perStream
      .flat()
      .sort((a, b) =>
        a.receivedAt !== b.receivedAt ? (a.receivedAt < b.receivedAt ? 1 : -1) : a.id < b.id ? 1 : -1,
      )
      .slice(0, DASHBOARD_LOGS);
    const counts = new Map(counters.map((r) => [r.appId, r]));
    const body: SuperhubDashboard = {
      stats: {
        total_apps: apps.length,
        recent_events: num(recent?.n),
        monitoring_active: flagsNow.uptime_monitoring,
      },
      apps: apps.map((a) => ({
        id: a.id,
        name: a.name,
        url: a.url,
        events: num(counts.get(a.id)?.events),
        errors: num(counts.get(a.id)?.errors),
        lastEventAt: counts.get(a.id)?.lastEventAt ?? null,
      })),
      logs: logs.map((r) => ({
        id: r.id,
        timestamp: r.receivedAt,
        payload: { app: byId.get(r.appId)?.name ?? r.appId, event: r.event, status: r.status, tag: r.tag },
      })),
      feature_flags: flagsNow,
      endpoints: ENDPOINTS,
    };
    return c.json(body);
  });
}
