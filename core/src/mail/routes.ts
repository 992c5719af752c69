import type { HubApp, HubContext } from '../plugin.ts';

/** GET /api/outbox, POST /api/email/test. */
export function mailRoutes(_app: HubApp, _hub: HubContext): void {}
