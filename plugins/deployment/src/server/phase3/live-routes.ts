import { type HubApp, orgOf, requirePermission } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { streamSSE } from 'hono/streaming';
import type { DeploymentHub } from '../hub.ts';
import { liveEvents, toLiveEvent } from './live-events.ts';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/live-events (the first 10, polled every 3 s) and GET /api/live-events/stream: server-sent
 * events, one `event: live` per event committed through this hub process, so the page updates at
 * once (the poll still covers events ingested by other processes).
 */
export function liveRoutes(app: HubApp, hub: DeploymentHub): void {
  const read = requirePermission('deployment:read', { allowDemo: true });
  app.get('/api/live-events', read, async (c) => c.json({ events: await liveEvents(hub, orgOf(c)) }));
  app.get('/api/live-events/stream', read, (c) => {
    const orgId = orgOf(c);
    return streamSSE(c, async (stream) => {
      const names = new Map((await hub.use(ecosystemService).apps.list(orgId)).map((a) => [a.id, a.name]));
      let queue = Promise.resolve();
      const off = hub.events.on('superhub.event-received', (e) => {
        if (e.orgId !== orgId) return;
        const data = JSON.stringify(toLiveEvent(e, names.get(e.appId) ?? e.appId));
        queue = queue.then(() => stream.writeSSE({ event: 'live', id: e.id, data }));
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
