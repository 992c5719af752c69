import {
  type CoreServices,
  type HubApp,
  type HubContext,
  notFound,
  num,
  orgOf,
  principalOf,
  requirePermission,
  requireSuperAdmin,
  toIso,
  validate,
} from '@ecohub/core';
import type { EcosystemServices } from '@ecohub/plugin-ecosystem/shared';
import {
  DASHBOARD_LOGS,
  type EventStream,
  flagsSchema,
  INGEST_PATHS,
  LOG_PATHS,
  logsQuery,
  RECENT_WINDOW_MS,
  type SuperhubDashboard,
} from '../../shared/index.ts';
import { flagsOf, setFlags } from '../flags/service.ts';
import { eventPage } from '../logs/service.ts';

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

/** The SuperHub's reading side: the three logs, the dashboard and its feature flags. */
export function readRoutes(app: HubApp, hub: HubContext): void {
  const eco = () => hub.services<EcosystemServices>('ecosystem');
  const read = requirePermission('superhub:read', { allowDemo: true });
  const names = async (orgId: string) => new Map((await eco().apps.list(orgId)).map((a) => [a.id, a]));

  for (const [stream, path] of Object.entries(LOG_PATHS) as Array<[EventStream, string]>) {
    app.get(path, read, validate('query', logsQuery), async (c) => {
      const orgId = orgOf(c);
      return c.json(await eventPage(hub, orgId, await names(orgId), stream, c.req.valid('query')));
    });
  }

  app.get('/api/superhub-dashboard', read, async (c) => {
    const orgId = orgOf(c);
    const apps = await eco().apps.list(orgId);
    const byId = new Map(apps.map((a) => [a.id, a]));
    const since = toIso(new Date(hub.clock.now().getTime() - RECENT_WINDOW_MS));
    // Each stream's newest events through the (org, stream, received_at, id) index, merged here.
    const newest = (stream: EventStream) =>
      hub.db
        .selectFrom('superhub_events')
        .select(['id', 'appId', 'event', 'status', 'tag', 'receivedAt'])
        .where('orgId', '=', orgId)
        .where('stream', '=', stream)
        .orderBy('receivedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(DASHBOARD_LOGS)
        .execute();
    const [recent, perStream, counters, flags] = await Promise.all([
      hub.db
        .selectFrom('superhub_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('orgId', '=', orgId)
        .where('stream', 'in', STREAMS)
        .where('receivedAt', '>=', since)
        .executeTakeFirst(),
      Promise.all(STREAMS.map(newest)),
      hub.db.selectFrom('superhub_app_counters').selectAll().where('orgId', '=', orgId).execute(),
      flagsOf(hub, orgId),
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
        monitoring_active: flags.uptime_monitoring,
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
      feature_flags: flags,
      endpoints: ENDPOINTS,
    };
    return c.json(body);
  });

  // Super admins switch an organisation's flags (their current one unless `orgId` names another).
  app.patch('/api/superhub/feature-flags', requireSuperAdmin(), validate('json', flagsSchema), async (c) => {
    const body = c.req.valid('json');
    const orgId = body.orgId ?? orgOf(c);
    const org = await hub.services<CoreServices>('core').orgs.get(orgId);
    if (!org) throw notFound('Organization not found');
    await setFlags(hub, orgId, body.flags, principalOf(c).user?.id ?? null);
    return c.json({ orgId, feature_flags: await flagsOf(hub, orgId) });
  });
}
