import type { HubApp, HubContext } from '../plugin.ts';

/** /api/auth/* (signup, login, logout, user, forgot/reset/change password, reset tokens), GET /api/logout. */
export function authRoutes(_app: HubApp, _hub: HubContext): void {}
