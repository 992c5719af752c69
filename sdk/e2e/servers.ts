import type { AddressInfo } from 'node:net';
import { createTestHub, launchChromium, type SignedIn, type TestHub } from '@ecohub/core/testing';
import ecosystemPlugin from '@ecohub/plugin-ecosystem';
import superhubPlugin from '@ecohub/plugin-superhub';
import { createApp, type TestApp } from '@ecohub/plugin-superhub/testing';
import { serve } from '@hono/node-server';

/** Serves a fetch handler on a free port of 127.0.0.1. */
export async function listen(fetch: (req: Request) => Response | Promise<Response>) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface HubAndSite {
  t: TestHub;
  owner: SignedIn;
  app: TestApp;
  hubUrl: string;
  siteUrl: string;
  /** Sets the page the site answers at /. */
  setPage(html: string): void;
  close(): Promise<void>;
}

/**
 * A real hub (ecosystem + superhub, SQLite) and a sibling site on another origin, registered as an
 * application whose allowed origin is the site's.
 */
export async function hubAndSite(): Promise<HubAndSite> {
  const t = await createTestHub({ plugins: [ecosystemPlugin, superhubPlugin] });
  const hub = await listen((req) => t.hub.app.fetch(req));
  let html = '';
  const site = await listen(
    (req) =>
      new Response(new URL(req.url).pathname === '/favicon.ico' ? '' : html, {
        headers: { 'content-type': 'text/html' },
      }),
  );
  const owner = await t.signedIn({ role: 'owner' });
  const app = await createApp(owner, 'Sibling Site', site.url);
  return {
    t,
    owner,
    app,
    hubUrl: hub.url,
    siteUrl: site.url,
    setPage: (h) => {
      html = h;
    },
    async close() {
      await site.close();
      await hub.close();
      await t.close();
    },
  };
}

/** Debian's chromium: the one launcher of @ecohub/core/testing. */
export const launch = launchChromium;
