import type { HubApp, HubContext } from '../plugin.ts';

/** /api/super-admin/* (status, login, logout, features, ecosystem-override). */
export function superAdminRoutes(_app: HubApp, _hub: HubContext): void {}
