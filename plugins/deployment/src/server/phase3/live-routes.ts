import { type HubApp, orgOf, requirePermission } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { streamSSE } from 'hono/streaming';
import type { DeploymentHub } from '../hub.ts';
import { LIVE_CHANNEL, type LiveMessage, liveEvents } from './live-events.ts';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/live-events (the first 10, polled every 3 s) and GET /api/live-events/stream: server-sent
 * events, one `event: live` per event committed through any hub process on this database (through
 * `hub.broadcast`), so the page updates at once.
 */
export function liveRoutes(app: HubApp, hub: DeploymentHub): void {
  const read = requirePermission('deployment:read', { allowDemo: true });
  app.get('/api/live-events', read, async (c) => c.json({ events: await liveEvents(hub, orgOf(c)) }));
  app.get('/api/live-events/stream', read, (c) => {
    const orgId = orgOf(c);
    return streamSSE(c, async (stream) => {
      const names = new Map((await hub.use(ecosystemService).apps.list(orgId)).map((a) => [a.id, a.name]));
      let queue = Promise.resolve();
      const off = hub.broadcast.subscribe(LIVE_CHANNEL, (m) => {
        const { orgId: of, event } = m as LiveMessage;
        if (of !== orgId) return;
        const data = JSON.stringify({ ...event, app: names.get(event.app_id) ?? event.app_id });
        queue = queue.then(() => stream.writeSSE({ event: 'live', id: event.id, data }));
      });
      await new Promise<void>((resolve) => {
        const beat = setInterval(() => {
          queue = queue.then(() => stream.writeSSE({ event: 'ping', data: '' }));
        }, HEARTBEAT_MS);
        stream.onAbort(() => {
          clearInterval(beat);
          off();
          resolve();
        });
      });
    });
  });
}
