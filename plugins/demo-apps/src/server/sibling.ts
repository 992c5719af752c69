import { coreServices, type HubApp, type HubContext } from '@ecohub/core';
import { demoAppUrl, ecosystemService, type ResolvedApp } from '@ecohub/plugin-ecosystem/shared';
import {
  type CollectedUser,
  collectionHandler,
  configHandler,
  type DeployedConfig,
  honoHubCors,
  webhookHandler,
} from '@ecohub/sdk/server';
import type { Context } from 'hono';
import { demoUsers } from './users.ts';

/** What one mounted demo app remembers (in memory: a restart starts it afresh, like a new deploy). */
interface AppState {
  deployed: DeployedConfig | null;
  received: number;
  lastEvent: string | null;
}

/**
 * The demo apps' state, built once in `setup`, and how a request finds its app: the demo
 * organisation's app with this slug whose registered URL is this very mount (an app the demo
 * owner moved elsewhere is not answered for). Never the platform organisation's catalogue.
 */
export function demoApps(hub: HubContext) {
  const states = new Map<string, AppState>();
  return {
    state(appId: string): AppState {
      let s = states.get(appId);
      if (!s) {
        s = { deployed: null, received: 0, lastEvent: null };
        states.set(appId, s);
      }
      return s;
    },
    async find(slug: string): Promise<ResolvedApp | null> {
      const demo = await hub.use(coreServices).orgs.demo();
      if (!demo) return null;
      const eco = hub.use(ecosystemService);
      const summary = (await eco.apps.list(demo.id)).find((a) => a.slug === slug);
      const app = summary ? await eco.apps.resolve(summary.id) : null;
      return app && app.url === demoAppUrl(hub.config.publicUrl, slug) ? app : null;
    },
  };
}

export type DemoApps = ReturnType<typeof demoApps>;

const BASE = '/demo-apps/:slug{[a-z0-9][a-z0-9-]{0,63}}';
const notHere = (c: Context) => c.json({ message: 'No demo application here' }, 404);

/**
 * The request as a standalone sibling would get it: core's body limit has already read the raw
 * stream (Hono keeps the text), so the SDK's handlers get a copy with that same body.
 */
const signedRequest = async (c: Context): Promise<Request> =>
  new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers, body: await c.req.text() });

/**
 * Each demo app as a small sibling mounted at `${publicUrl}/demo-apps/<slug>`, built with the
 * SDK's own handlers as examples/sibling-app is: `/api/auth/user` (the auth-status tab, CORS for
 * the hub's origin), `/api/ecohub/users` (data collection: synthetic users), `POST /ecohub/config`
 * (`configHandler`: the deploy's signed configuration, acknowledged), `POST /ecohub/webhooks`
 * (`webhookHandler`: forwarded and test events, verified with the app's own secret) and its root and
 * `/health` (reachability and health probes).
 */
export function demoAppRoutes(app: HubApp, hub: HubContext, apps: DemoApps): void {
  const withApp =
    (handle: (c: Context, app: ResolvedApp) => Response | Promise<Response>) => async (c: Context) => {
      const found = await apps.find(c.req.param('slug') ?? '');
      return found ? handle(c, found) : notHere(c);
    };

  const status = withApp((c, a) => {
    const s = apps.state(a.id);
    return c.json({
      app: a.name,
      app_id: a.id,
      status: 'ok',
      config_version: s.deployed?.version ?? null,
      events_received: s.received,
      last_event: s.lastEvent,
    });
  });
  app.get(BASE, status);
  app.get(`${BASE}/health`, status);

  // The hub's Authentication Status tab reads /api/auth/user with the browser's credentials. The
  // demo apps sign in through the hub (single sign-on): a hub session is a session here too.
  app.use(`${BASE}/api/auth/*`, honoHubCors({ hub: hub.config.publicUrl }));
  app.get(
    `${BASE}/api/auth/user`,
    withApp((c) => {
      const user = c.get('principal')?.user;
      return user ? c.json({ email: user.email }) : c.json({ message: 'Unauthorized' }, 401);
    }),
  );
  app.get(
    `${BASE}/api/login`,
    withApp((c) => c.redirect(`${hub.config.publicUrl}/login`)),
  );

  app.get(
    `${BASE}/api/ecohub/users`,
    withApp((c, a) => {
      const users = demoUsers(a.slug, a.name);
      return collectionHandler(
        async (cursor, limit): Promise<{ users: CollectedUser[]; nextCursor: string | null }> => {
          const start = Number(cursor ?? 0) || 0;
          const next = start + limit < users.length ? String(start + limit) : null;
          return { users: users.slice(start, start + limit), nextCursor: next };
        },
      )(c.req.raw);
    }),
  );

  app.post(
    `${BASE}/ecohub/config`,
    withApp(async (c, a) =>
      configHandler({ app: a.id, secrets: a.signingSecrets }, (config) => {
        apps.state(a.id).deployed = config;
      })(await signedRequest(c)),
    ),
  );

  // The listener path the deployment plugin uses by default; a deployed listener elsewhere under the
  // app is answered the same way.
  app.post(
    `${BASE}/ecohub/webhooks`,
    withApp(async (c, a) =>
      webhookHandler(a.signingSecrets, (event) => {
        const s = apps.state(a.id);
        s.received += 1;
        const type = (event as { type?: unknown } | null)?.type;
        s.lastEvent = typeof type === 'string' ? type : null;
      })(await signedRequest(c)),
    ),
  );
}
