import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import type { EcosystemServices } from '@ecohub/plugin-ecosystem/shared';
import { type EventStream, LOG_PATHS, logsQuery } from '../../shared/index.ts';
import type { SuperhubDb } from '../hub.ts';
import { eventPage } from './service.ts';

/** The three logs (webhook events, user activity, errors): one stream each, with filters. */
export function logRoutes(app: HubApp, db: SuperhubDb, eco: EcosystemServices): void {
  const read = requirePermission('superhub:read', { allowDemo: true });
  const names = async (orgId: string) => new Map((await eco.apps.list(orgId)).map((a) => [a.id, a]));

  for (const [stream, path] of Object.entries(LOG_PATHS) as Array<[EventStream, string]>) {
    app.get(path, read, validate('query', logsQuery), async (c) => {
      const orgId = orgOf(c);
      return c.json(await eventPage(db, orgId, await names(orgId), stream, c.req.valid('query')));
    });
  }
}
