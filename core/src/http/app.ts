import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, type Handler, Hono } from 'hono';
import type { Router } from 'hono/router';
import type { RouterRoute } from 'hono/types';
import { principalResolver } from '../auth/middleware.ts';
import { errorResponse, notFound } from '../errors.ts';
import type { RunningPlugin } from '../host/hub.ts';
import { PluginHostError } from '../host/order.ts';
import type { HubContext, HubEnv } from '../plugin.ts';
import { fuseFrame } from './fuse-frame.ts';
import { MemoRouter } from './memo-router.ts';
import { serverRenderer } from './prerender.ts';
import { requestFrame } from './request-frame.ts';
import { checkRouteOrder } from './route-order.ts';
import { bodyLimitCheck, cspWithConnect } from './security.ts';

export interface AppParts {
  hub: HubContext;
  plugins: RunningPlugin[];
  webDist?: string;
}

/** Builds the HTTP app: shared middleware, then each plugin's routes in its own sub-app. */
export function buildApp({ hub, plugins, webDist }: AppParts): Hono<HubEnv> {
  const router = new MemoRouter<[Handler<HubEnv>, unknown]>();
  const app = new Hono<HubEnv>({ router: router as Router<[Handler, RouterRoute]> });
  const limits = new Map<string, number>();
  for (const { plugin } of plugins)
    for (const [p, n] of Object.entries(plugin.bodyLimits ?? {})) limits.set(p, n);
  const checkBody = bodyLimitCheck(limits);
  const principal = principalResolver(hub);

  const onError = (err: unknown, c: Context<HubEnv>) =>
    errorResponse(c, err, (e) => hub.log.error({ err: e, path: c.req.path }, 'unhandled error'));

  // The shared path of every request: one middleware, no query without a cookie; it runs fused with
  // the handler after it (fuseFrame).
  const frame = requestFrame(hub, { checkBody, principal, onError });
  app.use('*', frame.middleware);
  router.shapeMatches(fuseFrame(frame));

  const owners = new Map<string, string>();
  const mounted: Array<{ plugin: string; method: string; path: string }> = [];
  for (const { plugin, ctx, setup } of plugins) {
    if (!plugin.routes) continue;
    const sub = new Hono<HubEnv>();
    plugin.routes(sub, ctx, setup);
    const seen = new Set<string>();
    for (const r of sub.routes) {
      if (r.method === 'ALL' && (r.path === '*' || r.path === '/*')) {
        throw new PluginHostError(
          `Plugin '${plugin.id}' registers middleware on every path; scope it to its own paths`,
        );
      }
      if (r.method === 'ALL') continue;
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const owner = owners.get(key);
      if (owner)
        throw new PluginHostError(`Duplicate route ${key}: claimed by plugins '${owner}' and '${plugin.id}'`);
      owners.set(key, plugin.id);
      mounted.push({ plugin: plugin.id, method: r.method, path: r.path });
    }
    app.route('/', sub);
  }
  checkRouteOrder(mounted);

  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    const root = path.relative(process.cwd(), webDist) || '.';
    const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const rendered = serverRenderer(
      webDist,
      hub.config.publicUrl,
      (input, init) => Promise.resolve(app.request(String(input), init)),
      (err) => hub.log.warn({ err }, 'server-side render failed; the page is rendered in the browser'),
    );
    app.use('/assets/*', serveStatic({ root }));
    app.get('*', async (c, next) => {
      if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
      // SPA fallback: real files first, then index.html for client routes.
      const file = path.join(webDist, path.normalize(c.req.path));
      if (file.startsWith(webDist) && c.req.path !== '/' && existsSync(file))
        return serveStatic({ root })(c, next);
      const origins: string[] = [];
      const frames: string[] = [];
      for (const { plugin, ctx } of plugins) {
        if (plugin.connectSources) origins.push(...(await plugin.connectSources(ctx, c.get('principal'))));
        if (plugin.frameSources) frames.push(...(await plugin.frameSources(ctx, c.get('principal'))));
      }
      if (origins.length || frames.length)
        c.header('Content-Security-Policy', cspWithConnect(origins, frames));
      // The server renders what a signed-out visitor sees at the page's own address; a signed-in
      // user, or an address with a query (which the page may read), gets the app itself.
      const plain = !c.get('principal')?.user && !c.req.url.includes('?');
      return c.html((plain && (await rendered(indexHtml, c.req.path))) || indexHtml);
    });
  }

  app.notFound(() => {
    throw notFound('Not found');
  });
  app.onError(onError);
  return app;
}
