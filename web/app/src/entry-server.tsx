// The server-side render of the public pages, built by `vite build --ssr` into dist-ssr/ and loaded
// by the hub (core/src/http/prerender.ts). Same components, same routes, same query client setup
// as the browser; the data comes from the hub itself through `send`.
import { AUTH_USER_KEY, createQueryClient, i18n, setRequestFetch } from '@ecohub/web-kit';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { AppTree } from './app.tsx';
import type { SsrState } from './ssr-state.ts';
import { web } from './web-plugins.ts';

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  title: string;
  description: string;
  state: SsrState;
}

/** Pages that declare a head (title and description) are rendered on the server. */
const pages = web.publicPages.filter((p) => p.head);
export const renderedPaths: string[] = pages.map((p) => p.path);

const MAX_PASSES = 4;
const isAuth = (q: Query) => q.queryKey[0] === AUTH_USER_KEY[0];

async function renderOnce(client: QueryClient, path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <AppTree client={client} />
    </Router>,
  );
  return new Response(prelude as ReadableStream).text();
}

/**
 * Renders, fetches what the render asked for (the queries it created), and renders again until no
 * new query appears. The session query stays unasked: the server renders what a signed-out
 * visitor sees, as the browser's first render does before its session answer arrives. A query
 * that failed is dropped, so both renders show it loading.
 */
async function renderWithData(client: QueryClient, path: string): Promise<string> {
  const cache = client.getQueryCache();
  const tried = new Set<string>();
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await renderOnce(client, path);
    const asked = cache.findAll({ predicate: (q) => q.state.status === 'pending' && !isAuth(q) });
    const fresh = asked.filter((q) => !tried.has(q.queryHash));
    if (fresh.length === 0) break;
    for (const q of fresh) tried.add(q.queryHash);
    await Promise.all(fresh.map((q) => q.fetch().catch(() => undefined)));
    for (const q of cache.findAll({ predicate: (x) => x.state.status === 'error' })) cache.remove(q);
  }
  return html;
}

/** The page at `path` with its data, or null when it is not a server-rendered page. */
export async function renderPage(path: string, send: typeof fetch): Promise<RenderedPage | null> {
  const page = pages.find((p) => p.path === path);
  if (!page?.head) return null;
  setRequestFetch(send);
  const client = createQueryClient();
  const html = await renderWithData(client, path);
  const t = i18n.getFixedT('en');
  return {
    html,
    title: t(page.head.title),
    description: t(page.head.description),
    state: {
      path,
      queries: dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && !isAuth(q) }),
      hydrate: page.hydrate ?? 'load',
    },
  };
}
