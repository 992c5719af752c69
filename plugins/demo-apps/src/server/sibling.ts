import { coreServices, type HubApp, type HubContext } from '@ecohub/core';
import { demoAppUrl, ecosystemService, type ResolvedApp } from '@ecohub/plugin-ecosystem/shared';
import {
  type CollectedUser,
  collectionHandler,
  configHandler,
  honoHubCors,
  LINK_FIXES_PATH,
  linkFixes,
  webhookHandler,
} from '@ecohub/sdk/server';
import type { Context } from 'hono';
import type { DemoAppsHub } from './hub.ts';
import { renderPage, SITE_REDIRECTS, sitemapXml, sitePages } from './site.ts';
import { appStates } from './state.ts';
import { demoUsers } from './users.ts';

/**
 * The demo apps' state, built once in `setup`, and how a request finds its app: the demo
 * organisation's app with this slug whose registered URL is this very mount (an app the demo
 * owner moved elsewhere is not answered for). Never the platform organisation's catalogue.
 */
export function demoApps(hub: DemoAppsHub) {
  const fixes = new Map<string, { secret: string; f: ReturnType<typeof linkFixes> }>();
  return {
    /** The app's SDK link-fix middleware (its fix list fetched from the hub with the app's secret). */
    linkFixes(app: ResolvedApp) {
      // Made again with a rotated secret (the request resolved the app afresh, on any hub process).
      const secret = app.signingSecrets[0] ?? '';
      let kept = fixes.get(app.id);
      if (kept?.secret !== secret) {
        kept = { secret, f: linkFixes({ hub: hub.config.publicUrl, app: app.id, secret }) };
        fixes.set(app.id, kept);
      }
      return kept.f;
    },
    /** The app's place among the demo organisation's apps by slug (which fault its site plants). */
    async index(app: ResolvedApp): Promise<number> {
      const list = await hub.use(ecosystemService).apps.list(app.orgId);
      return list
        .map((a) => a.slug)
        .sort()
        .indexOf(app.slug);
    },
    /** What each app acknowledged and received, in the database (a restart keeps it). */
    states: appStates(hub),
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

  // The SDK's link-fix middleware in front of every demo app: published fixes answer 301, and the
  // hub's signed notice (after an apply) fetches the list again.
  app.use(`${BASE}/*`, async (c, next) => {
    const isNotice = c.req.method === 'POST' && c.req.path.endsWith(LINK_FIXES_PATH);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !isNotice) return next();
    const found = await apps.find(c.req.param('slug') ?? '');
    if (!found) return next();
    const answer = await apps.linkFixes(found).handle(isNotice ? await signedRequest(c) : c.req.raw);
    if (answer) return answer;
    return next();
  });

  // Each app's small website (the link crawl reads it): pages, a sitemap, a redirect chain.
  const site = (path: string) =>
    withApp(async (c, a) => {
      const page = sitePages(a.url, a.name, await apps.index(a))[path];
      return page ? c.html(renderPage(page)) : notHere(c);
    });
  for (const path of Object.keys(sitePages('', '', 0)).filter((p) => p !== ''))
    app.get(`${BASE}${path}`, site(path));
  for (const [from, to] of Object.entries(SITE_REDIRECTS))
    app.get(
      `${BASE}${from}`,
      withApp((c, a) => c.redirect(`${a.url}${to}`, 301)),
    );
  app.get(
    `${BASE}/sitemap.xml`,
    withApp((c, a) => c.body(sitemapXml(a.url), 200, { 'content-type': 'application/xml' })),
  );

  const status = withApp(async (c, a) => {
    // A browser (or the link crawl) gets the app's home page; API clients its status.
    if (c.req.path === `/demo-apps/${a.slug}` && /text\/html/.test(c.req.header('accept') ?? ''))
      return c.html(renderPage(sitePages(a.url, a.name, await apps.index(a))['']));
    const s = await apps.states.get(a.id);
    return c.json({
      app: a.name,
      app_id: a.id,
      status: 'ok',
      config_version: s.deployed?.version ?? null,
      config_acknowledged_at: s.acknowledgedAt,
      events_received: s.received,
      last_event: s.lastEvent,
      last_event_at: s.lastEventAt,
      recent_events: await apps.states.events(a.id, 5),
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
      configHandler({ app: a.id, secrets: a.signingSecrets }, (config) => apps.states.acknowledge(a, config))(
        await signedRequest(c),
      ),
    ),
  );

  // The listener path the deployment plugin uses by default; a deployed listener elsewhere under the
  // app is answered the same way.
  app.post(
    `${BASE}/ecohub/webhooks`,
    withApp(async (c, a) =>
      // The webhook-id is covered by the verified signature: a redelivery is stored once.
      webhookHandler(a.signingSecrets, (event) =>
        apps.states.received(a, c.req.header('webhook-id') ?? '', event),
      )(await signedRequest(c)),
    ),
  );
}
