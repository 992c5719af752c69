import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What web/app's server entry (dist-ssr/entry-server.js, built by `vite build --ssr`) exports. */
interface ServerEntry {
  renderedPaths: string[];
  renderPage(
    path: string,
    send: typeof fetch,
  ): Promise<{ html: string; title: string; description: string; state: unknown } | null>;
}

/** How long a rendered page is served again before it is rendered anew with fresh data. */
export const PRERENDER_TTL_MS = 30_000;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
// A JSON data block: `<` escaped so no `</script>` can end it early.
const jsonBlock = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** The server-rendered HTML of a public page: `index.html` with the page's markup, data and head. */
export function pageHtml(
  indexHtml: string,
  page: { html: string; title: string; description: string; state: unknown },
  url: string,
): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Ecosystem Hub" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="ecohub-ssr">${jsonBlock(page.state)}</script>`,
    );
}

/**
 * The public pages that declare a head (the landing, pricing, the calculators) are rendered on the
 * server, so search engines, link previews and visitors without JavaScript get their content.
 * The render asks the hub itself for its data (`send`, in-process, without cookies: what a signed-out
 * visitor sees). Loaded on first use; without a server build the pages stay browser-rendered.
 */
export function serverRenderer(
  webDist: string,
  publicUrl: string,
  send: typeof fetch,
  warn: (err: unknown) => void,
) {
  const file = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  let entry: Promise<ServerEntry | null> | undefined;
  const cache = new Map<string, { html: string; at: number }>();

  const load = () => {
    entry ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ServerEntry>).catch((err: unknown) => {
          warn(err);
          return null;
        })
      : Promise.resolve(null);
    return entry;
  };

  /** The page's HTML, or null: not a server-rendered page (or its render failed, logged). */
  return async (indexHtml: string, pagePath: string): Promise<string | null> => {
    const ssr = await load();
    if (!ssr?.renderedPaths.includes(pagePath)) return null;
    const hit = cache.get(pagePath);
    if (hit && Date.now() - hit.at < PRERENDER_TTL_MS) return hit.html;
    try {
      const page = await ssr.renderPage(pagePath, send);
      if (!page) return null;
      const html = pageHtml(indexHtml, page, `${publicUrl}${pagePath}`);
      cache.set(pagePath, { html, at: Date.now() });
      return html;
    } catch (err) {
      warn(err);
      return null;
    }
  };
}
